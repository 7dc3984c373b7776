import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file below `dir` (any depth), as absolute paths with `/` separators, sorted, that `keep` accepts. Node only.
 * Pass `relative: true` for paths relative to `dir` instead (`index.html`, `guide/start.html`).
 */
export function listFiles(
  dir: string,
  keep: (file: string) => boolean = () => true,
  { relative = false }: { relative?: boolean } = {},
): string[] {
  const root = path.resolve(dir);
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return (relative ? path.relative(root, file) : file).split(path.sep).join('/');
    })
    .filter(keep)
    .sort();
}
