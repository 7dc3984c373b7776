/**
 * `npm run build` and `npm run build:test`: `rspress build` into a staging folder beside `doc_build/`, which replaces
 * `doc_build/` only when the whole build succeeded. A build that fails (a broken link, a bad front matter, out of
 * memory, interrupted) leaves the previous `doc_build/` as it was, so `npm run publish` never ships half a site.
 */
import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { largeSitePages, markdownPages } from '../plugins/markdownPages.ts';
import { buildOutDir, outDirVariable, previousOutDirVariable } from '../plugins/outDir.ts';
import { removeInBackground, setAside } from '../plugins/previousOutput.ts';

export interface AtomicBuildOptions {
  /** The finished build's folder (`doc_build`). */
  outDir: string;
  /** The build command; it writes where the `VIHJE_OUT_DIR` variable says. */
  command: readonly [string, ...string[]];
  env?: NodeJS.ProcessEnv;
}

/** The largest semi-space of V8's young generation in a large site's build, in MB (V8's own grows to 64). */
export const largeSiteSemiSpaceMb = 8;

/**
 * The environment `npm run build` runs Rspress in, under the caller's own (which wins), for the site whose pages are
 * under `docsDir`. A large site's build (`largeFrom` pages or more) has Rspack's allocator (mimalloc) give the memory
 * the bundler frees back to the system at once, not after a delay: the bundler's memory otherwise stayed resident for
 * seconds after the compiler was closed, while the render's worker processes started beside it. Smaller sites'
 * builds were faster with mimalloc's own delay (bench/NOTES.md). mimalloc reads its options when Rspack's binding
 * loads, before a site's config runs, so they can only be given to the process. The same builds keep V8's young
 * generation small (`--max-semi-space-size`, before the caller's own `NODE_OPTIONS`, so that theirs win): the MDX
 * compiles, the seals and the render allocate far more than they keep, and V8 grew the young generation of the
 * build's process, its threads and its worker processes to up to 128 MB each, garbage through most of the build
 * (bench/NOTES.md has what it costs and saves). V8 sizes it when a process starts, so it too can only be given to
 * the process.
 */
export const withRspressBuildEnvironment = <Env extends Record<string, string | undefined>>(
  env: Env,
  docsDir: string,
  largeFrom = largeSitePages,
): Env => {
  if (markdownPages(docsDir).length < largeFrom) return { ...env };
  const nodeOptions = [`--max-semi-space-size=${largeSiteSemiSpaceMb}`, env.NODE_OPTIONS].filter(Boolean).join(' ');
  return { MIMALLOC_PURGE_DELAY: '0', ...env, NODE_OPTIONS: nodeOptions } as Env;
};

/** Where a build into `outDir` is written until it has succeeded. */
export const stagingDirOf = (outDir: string) => `${outDir}.staging`;

/** Why the command ended without success, for the maintainer. */
const failure = (code: number | null, signal: NodeJS.Signals | null) =>
  signal ? `was killed by ${signal}${signal === 'SIGKILL' ? ' (out of memory?)' : ''}` : `exited with code ${code}`;

/**
 * Runs the build into the staging folder, then swaps it in: the old output is renamed aside first and removed last,
 * by a process this one does not wait for (`plugins/previousOutput.ts`), so a reader of `outDir` sees the old build
 * or the new one, never a mix. Resolves with the command's exit code.
 */
export async function buildAtomically({ outDir, command, env = process.env }: AtomicBuildOptions): Promise<number> {
  const staging = stagingDirOf(outDir);
  rmSync(staging, { recursive: true, force: true });
  const [program, ...args] = command;
  // The build may link pages of the output it replaces, which it never writes (`plugins/builtPages/keptPages.ts`).
  const previous = existsSync(outDir) ? { [previousOutDirVariable]: outDir } : {};
  const child = spawn(program, args, { stdio: 'inherit', env: { ...env, ...previous, [outDirVariable]: staging } });
  const { code, signal } = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
    (resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (exitCode, exitSignal) => resolve({ code: exitCode, signal: exitSignal }));
    },
  );
  const name = path.basename(outDir);
  if (code !== 0 || !existsSync(staging)) {
    rmSync(staging, { recursive: true, force: true });
    const kept = existsSync(outDir) ? `${name}/ is left as it was` : `there is no ${name}/`;
    console.error(`\nThe build ${code === 0 ? 'wrote nothing' : failure(code, signal)}: ${kept}.`);
    return code === 0 ? 1 : (code ?? 1);
  }
  const replaced = setAside(outDir);
  renameSync(staging, outDir);
  removeInBackground(replaced);
  return 0;
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const rspress = path.resolve('node_modules', '@rspress', 'core', 'bin', 'rspress.js');
  const outDir = path.resolve(buildOutDir());
  process.exitCode = await buildAtomically({
    outDir,
    command: [process.execPath, rspress, 'build'],
    env: withRspressBuildEnvironment(process.env, path.resolve('docs')),
  });
}
