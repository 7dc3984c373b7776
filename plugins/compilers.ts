import path from 'node:path';
import type { Rspack } from '@rsbuild/core';

/** The compilers of a compiler that may be a multi-compiler (one per Rsbuild environment). */
export function compilersOf(compiler: Rspack.Compiler | Rspack.MultiCompiler): Rspack.Compiler[] {
  return 'compilers' in compiler ? compiler.compilers : [compiler];
}

/**
 * Whether a watch run's changed or removed paths (a compiler's `modifiedFiles` and `removedFiles`, which name files
 * and folders) are `dir` or inside it. Unknown changes (a run without the sets) count as changes.
 */
export function changesIn(dir: string, ...changed: Array<ReadonlySet<string> | undefined>): boolean {
  const inside = dir + path.sep;
  return changed.some((paths) => !paths || [...paths].some((file) => file === dir || file.startsWith(inside)));
}
