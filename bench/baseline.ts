/**
 * The baseline (B): plain `@rspress/core` with its default config, `defineConfig({ root: 'docs' })`, over the same
 * Markdown as our site (A) — real pages and synthetic content — in its own temporary directory. No theme folder, no
 * plugins, no config beyond the root, and Rspress as published: our patches (`patches/`) are taken out of its copy,
 * so what they save counts for our side only.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildStateEntries } from '../plugins/upstream/rspress/build.ts';

/**
 * Real pages a plain config cannot build, each replaced by a stub at the same path (so links to it still resolve),
 * and pages our plugins add that the real pages link to. Reported in RESULTS.md.
 */
export const baselineStubs: ReadonlyArray<{ file: string; title: string; replaces: boolean; reason: string }> = [
  {
    file: 'api.mdx',
    title: 'API reference',
    replaces: true,
    reason: 'imports the site theme’s `ApiReference` (Scalar)',
  },
  {
    file: 'api/changelog.mdx',
    title: 'API changelog',
    replaces: true,
    reason: 'imports the site theme’s `ApiChangelog`',
  },
  { file: 'integration.mdx', title: 'Integration guide', replaces: true, reason: 'imports the site theme’s `Details`' },
  { file: 'blog/index.md', title: 'Blog', replaces: false, reason: 'our blog plugin adds it; a real page links to it' },
];

/**
 * Not copied: `_meta.json` is our sidebar order (read by our `docsSidebars`); in a plain config it would limit the
 * automatic sidebar to the six pages it names, so the baseline gets Rspress's default sidebar of every page instead.
 */
const notCopied = new Set(['_meta.json']);

const baselineConfig = `import { defineConfig } from '@rspress/core';

export default defineConfig({ root: 'docs' });
`;

/** Creates the baseline site from our site copy's `docs/` (synthetic content already written) and returns its path. */
export function createBaseline(oursDir: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vihje-baseline-'));
  const docs = path.join(dir, 'docs');
  cpSync(path.join(oursDir, 'docs'), docs, {
    recursive: true,
    filter: (source) => !notCopied.has(path.basename(source)),
  });
  for (const { file, title, replaces } of baselineStubs) {
    const target = path.join(docs, file);
    if (replaces && !existsSync(target)) {
      throw new Error(`bench/baseline.ts: ${file} is listed as a stub but the site has no such page; update the list.`);
    }
    rmSync(target, { force: true });
    writeFileSync(target, `---\ndescription: Stub of ${title} for the baseline.\n---\n\n# ${title}\n\nStub.\n`);
  }
  writeFileSync(path.join(dir, 'rspress.config.ts'), baselineConfig);
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ private: true, type: 'module' }, null, 2)}\n`);
  const modules = path.join(oursDir, 'node_modules');
  mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of readdirSync(modules)) {
    if ((buildStateEntries as readonly string[]).includes(entry) || entry === rspressScope) continue;
    // Our copy's node_modules entries are links already: link to what they point at, which outlives the copy.
    symlinkSync(realpathSync(path.join(modules, entry)), path.join(dir, 'node_modules', entry));
  }
  linkUnpatchedRspress(realpathSync(path.join(modules, rspressScope)), path.join(dir, 'node_modules', rspressScope));
  return dir;
}

const rspressScope = '@rspress';
/**
 * Options that run git in `dir` as a plain folder: inside a repository, `git apply` would take the paths as relative to
 * the repository's root and skip them all without a word.
 */
export const outsideAnyRepository = (dir: string) => ({
  cwd: dir,
  env: { ...process.env, GIT_CEILING_DIRECTORIES: path.dirname(dir) },
  stdio: 'pipe' as const,
});

const patchesDir = path.resolve(import.meta.dirname, '..', 'patches');
/** Our patches of an `@rspress` package, as `patch-package` names them: `@rspress+<package>+<version>+<nnn>+<concern>`. */
const rspressPatch = /^@rspress\+([^+]+)\+[^+]+\+\d+\+.+\.patch$/;

/** The `@rspress` packages we patch, each with its patches in the order `patch-package` applies them. */
export function rspressPatches(): Map<string, string[]> {
  const byPackage = new Map<string, string[]>();
  for (const file of readdirSync(patchesDir).sort()) {
    const name = rspressPatch.exec(file)?.[1];
    if (name) byPackage.set(name, [...(byPackage.get(name) ?? []), file]);
  }
  return byPackage;
}

/**
 * Gives the baseline an `@rspress` folder that links every package of ours but those we patch, which are copies with
 * our patches reversed (newest first), so they are the published packages again.
 */
export function linkUnpatchedRspress(ourScope: string, baselineScope: string): void {
  mkdirSync(baselineScope);
  const patched = rspressPatches();
  for (const entry of readdirSync(ourScope)) {
    const patches = patched.get(entry);
    if (!patches) {
      symlinkSync(path.join(ourScope, entry), path.join(baselineScope, entry));
      continue;
    }
    const copy = path.join(baselineScope, entry);
    cpSync(path.join(ourScope, entry), copy, { recursive: true });
    // Each diff's paths start `a/node_modules/@rspress/<package>/`.
    for (const file of [...patches].reverse()) {
      try {
        execFileSync('git', ['apply', '--reverse', '-p4', path.join(patchesDir, file)], outsideAnyRepository(copy));
      } catch (error) {
        const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
        throw new Error(
          `bench/baseline.ts: could not take patches/${file} out of the baseline's @rspress/${entry}: ${stderr}`,
        );
      }
    }
  }
}
