/**
 * The baseline (B): plain `@rspress/core` with its default config, `defineConfig({ root: 'docs' })`, over the same
 * Markdown as our site (A) — real pages and synthetic content — in its own temporary directory. No theme folder, no
 * plugins, no config beyond the root.
 */
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
  { file: 'integration.mdx', title: 'Integration guide', replaces: true, reason: 'imports the site theme’s `Details`' },
  { file: 'blog/index.md', title: 'Blog', replaces: false, reason: 'our blog plugin adds it; a real page links to it' },
];

/**
 * Not copied: `_meta.json` is our sidebar order (read by our `docsSidebar`); in a plain config it would limit the
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
    if (entry === '.rspress' || entry === '.cache') continue;
    // Our copy's node_modules entries are links already: link to what they point at, which outlives the copy.
    symlinkSync(realpathSync(path.join(modules, entry)), path.join(dir, 'node_modules', entry));
  }
  return dir;
}
