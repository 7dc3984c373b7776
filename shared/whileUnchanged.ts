import { statSync } from 'node:fs';

/**
 * `compute`, memoised until the modification time of one of `files()` changes: dev rebuilds ask often, a file edit
 * is rare. The list itself is read on every call, so an added or removed file counts as a change. Node only.
 */
export function whileUnchanged<T>(files: () => readonly string[], compute: () => T): () => T {
  let cached: { stamp: string; value: T } | undefined;
  return () => {
    const stamp = files()
      .map((file) => `${file}@${statSync(file).mtimeMs}`)
      .join('|');
    if (cached?.stamp !== stamp) cached = { stamp, value: compute() };
    return cached.value;
  };
}
