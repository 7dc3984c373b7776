/**
 * A throwaway copy of the site (content, theme, plugins, shared modules, examples, the sample API, config) that
 * shares this checkout's node_modules, so tests and benchmarks can build the real site with extra content without
 * touching the working tree.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildStateEntries } from '../plugins/upstream/rspress/build.ts';

const siteEntries = [
  'docs',
  'theme',
  'plugins',
  'shared',
  'openapi',
  'examples',
  'sampleApi',
  'rspress.config.ts',
  'package.json',
  'tsconfig.json',
  'env.d.ts',
];

/**
 * Copies the site into `dir` (by default a new temporary directory) and returns its path, with node_modules linked
 * (`linkNodeModules`), so the copy's builds never read or overwrite the checkout's.
 */
export function copySite(
  from: string = process.cwd(),
  dir: string = mkdtempSync(path.join(os.tmpdir(), 'vihje-site-')),
): string {
  mkdirSync(dir, { recursive: true });
  for (const entry of siteEntries) cpSync(path.join(from, entry), path.join(dir, entry), { recursive: true });
  linkNodeModules(from, dir);
  return dir;
}

/**
 * Gives `siteDir` a node_modules that links every package of `from`'s but not the build state Rspress and Rspack
 * keep there (`.rspress` pages, `.cache`): builds in `siteDir` start with empty caches and never touch `from`'s.
 */
export function linkNodeModules(from: string, siteDir: string): void {
  const modules = path.join(from, 'node_modules');
  mkdirSync(path.join(siteDir, 'node_modules'));
  for (const entry of readdirSync(modules)) {
    if ((buildStateEntries as readonly string[]).includes(entry)) continue;
    symlinkSync(path.join(modules, entry), path.join(siteDir, 'node_modules', entry));
  }
}

/**
 * Writes `count` valid blog posts (`synthetic-post-N`), one a day back from 2025-06-30, each about `words` words
 * with a truncate marker, a code block and a table.
 */
export function writeSyntheticPosts(
  siteDir: string,
  count: number,
  { words = 60, tags = ['api', 'suomi'] }: { words?: number; tags?: string[] } = {},
): void {
  const blogDir = path.join(siteDir, 'docs', 'blog');
  mkdirSync(blogDir, { recursive: true });
  const filler = Array.from({ length: words }, (_, index) => `sana${index % 50}`).join(' ');
  for (let index = 0; index < count; index += 1) {
    const date = new Date(Date.UTC(2025, 5, 30) - index * 86_400_000).toISOString().slice(0, 10);
    writeFileSync(
      path.join(blogDir, `synthetic-post-${index}.mdx`),
      [
        '---',
        `title: Synthetic post ${index}`,
        `date: ${date}`,
        'authors: [vihje-team]',
        `tags: [${tags.join(', ')}]`,
        `description: Synthetic post number ${index}, generated for tests and benchmarks.`,
        '---',
        '',
        `The opening paragraph of synthetic post ${index}.`,
        '',
        '{/* truncate */}',
        '',
        '## Details',
        '',
        filler,
        '',
        '```ts',
        `const post = ${index};`,
        '```',
        '',
        '| field | value |',
        '| --- | --- |',
        `| index | ${index} |`,
        '',
      ].join('\n'),
    );
  }
}
