import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { linkNodeModules } from '../scripts/siteCopy';

const repo = path.resolve(import.meta.dirname, '..');

/**
 * A small Rspress site in `dir` for tests that run real builds: `files` written by their paths in it (`docs/…`,
 * `rspress.config.ts`), node_modules linked from the repository but its caches the site's own, so no other build's
 * entries count.
 */
export function writeRspressSite(dir: string, files: Record<string, string>): string {
  linkNodeModules(repo, dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/**
 * `rspress build` in `dir`, `env` added to this process's environment without `CI` (so the persistent cache is on, as
 * on a maintainer's machine, unless `env` turns it off): its exit status and its output. A build still running after
 * `timeoutMs` is stopped, and its status is `null`.
 */
export function runRspressBuild(
  dir: string,
  env: Record<string, string> = {},
  timeoutMs?: number,
): { status: number | null; output: string } {
  const { CI: _ci, ...inherited } = process.env;
  const result = spawnSync(process.execPath, [path.join(repo, 'node_modules/@rspress/core/bin/rspress.js'), 'build'], {
    cwd: dir,
    env: { ...inherited, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    encoding: 'utf8',
    timeout: timeoutMs,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** `rspress build` as `runRspressBuild` runs it; fails the test with the build's output when the build fails. */
export function buildRspressSite(dir: string, env: Record<string, string> = {}): string {
  const { status, output } = runRspressBuild(dir, env);
  expect(status, output).toBe(0);
  return output;
}

/** What `configObservingTheBuild` puts into its plugin, each a piece of TypeScript. */
export interface BuildObserver {
  /** Code before the config: imports and helpers the other pieces use. */
  head?: string;
  /** Run for each of the build's compilers (`one`) once Rsbuild has made them. */
  eachCompiler: string;
  /** More of the Rsbuild plugin's `setup(api)`. */
  setup?: string;
  /** More members of the Rspress plugin (its `afterBuild`, say). */
  plugin?: string;
}

/**
 * An `rspress.config.ts` for `writeRspressSite` (pages in `docs/`, no llms.txt) with one plugin that watches the build
 * through the compilers' hooks: the tests of patches print what they see and read it in the build's output.
 */
export function configObservingTheBuild({ head = '', eachCompiler, setup = '', plugin = '' }: BuildObserver): string {
  return `${head}
import { defineConfig } from '@rspress/core';
export default defineConfig({
  root: 'docs',
  llms: false,
  plugins: [
    {
      name: 'build-observed',
      builderConfig: {
        plugins: [
          {
            name: 'build-observed-by-the-bundler',
            setup(api) {
              api.onAfterCreateCompiler(({ compiler }) => {
                for (const one of 'compilers' in compiler ? compiler.compilers : [compiler]) {
                  ${eachCompiler}
                }
              });
              ${setup}
            },
          },
        ],
      },
      ${plugin}
    },
  ],
});
`;
}
