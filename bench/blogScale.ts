/**
 * What the blog costs as it grows: the same site with its 3 real posts and with `--posts` more (about 600-character
 * excerpts, bench/content.ts), built from this working tree and from a git ref (`--against`, default `main`), one
 * cold build each, alternating. For each build: the JS a first visit to `/blog`, a tag page, a post and a docs page
 * downloads (gzip, Save-Data so no prefetching; bench/pageWeight.ts), the entry chunk's per-page parts
 * (bench/entryParts.ts) and the build's wall time.
 *
 * Usage: `npx tsx bench/blogScale.ts [--posts=1000] [--against=main]`; prints a Markdown report.
 * `--builds=M:2` instead times cold builds of a benchmark scale (bench/content.ts), this tree and the ref alternating.
 * `--as-docs=1000:2` times this tree's cold builds with that many posts against the same files as docs pages,
 * alternating: what the blog's pages (lists, tags, authors, feeds) add over the posts' own pages.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { persistentCacheVariable } from '../plugins/upstream/rspress/build';
import { copySite, linkNodeModules } from '../scripts/siteCopy';
import { postName, type Scale, scales, syntheticBlogPost, writeSyntheticContent } from './content';
import { type EntryParts, entryParts } from './entryParts';
import { measurePageWeights } from './pageWeight';
import { kilobytes, median } from './stats';

const repo = path.resolve(import.meta.dirname, '..');
const pages = ['/blog', '/blog/tags/api', '/blog/authors/vihje-team', '/blog/osoite-api', '/integration'] as const;

/** The site at git `ref` in a temporary directory, sharing this checkout's node_modules as `copySite` does. */
function copyRef(ref: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vihje-ref-'));
  const archive = execFileSync('git', ['archive', '--format=tar', ref], { cwd: repo, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  linkNodeModules(repo, dir);
  return dir;
}

interface Measurement {
  side: string;
  posts: number;
  buildSeconds: number;
  js: Record<(typeof pages)[number], number>;
  entry: EntryParts;
}

/** One cold production build of `siteDir`, in seconds. */
function build(siteDir: string): number {
  const start = performance.now();
  execFileSync(path.join(siteDir, 'node_modules', '.bin', 'rspress'), ['build'], {
    cwd: siteDir,
    stdio: 'ignore',
    env: { ...process.env, [persistentCacheVariable]: 'false', NODE_ENV: 'production' },
  });
  return (performance.now() - start) / 1000;
}

async function measure(side: string, siteDir: string, posts: number): Promise<Measurement> {
  for (let index = 0; index < posts; index += 1) {
    writeFileSync(path.join(siteDir, 'docs', 'blog', `${postName(index)}.mdx`), syntheticBlogPost(index));
  }
  const buildSeconds = build(siteDir);
  const root = path.join(siteDir, 'doc_build');
  const weights = await measurePageWeights(root, pages);
  const jsDir = path.join(root, 'static', 'js');
  const entryFile = readdirSync(jsDir).find((name) => /^index\.[\w]+\.js$/.test(name));
  if (!entryFile) throw new Error(`${side}: no entry chunk in ${jsDir}`);
  const js = Object.fromEntries(weights.map((weight) => [weight.page, weight.jsGzip])) as Measurement['js'];
  return { side, posts, buildSeconds, js, entry: entryParts(readFileSync(path.join(jsDir, entryFile), 'utf8')) };
}

function flag(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((argument) => argument.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}

const kb = (bytes: number) => kilobytes(bytes);
const delta = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${kilobytes(Math.abs(bytes))}`;

function report(results: Measurement[], extra: number, against: string): string {
  const find = (side: string, posts: number) => {
    const found = results.find((result) => result.side === side && result.posts === posts);
    if (!found) throw new Error(`no measurement for ${side} at ${posts}`);
    return found;
  };
  const sides = ['ours', against];
  const lines = [
    `Real posts: 3; grown: +${extra} posts (≈ 600-character excerpts). One cold build per row, in the order run.`,
    '',
    `| side | posts | build | ${pages.map((page) => `${page} JS`).join(' | ')} | entry | page index | route table | loaders | chunk-URL map | section list |`,
    `| --- | --- | --- | ${pages.map(() => '---').join(' | ')} | --- | --- | --- | --- | --- | --- |`,
    ...results.map(
      (result) =>
        `| ${result.side} | ${result.posts + 3} | ${result.buildSeconds.toFixed(1)} s | ${pages.map((page) => kb(result.js[page])).join(' | ')} | ` +
        `${kb(result.entry.total)} | ${kb(result.entry.pageIndex)} | ${kb(result.entry.routeTable)} | ${kb(result.entry.loaders)} | ${kb(result.entry.chunkUrlMap)} | ${kb(result.entry.routeSections)} |`,
    ),
    '',
    `Growth from 3 to ${extra + 3} posts (gzip):`,
    '',
    `| side | ${pages.map((page) => `${page} JS`).join(' | ')} | ${pages.map((page) => `${page} JS minus entry`).join(' | ')} | entry | page index | route table | loaders | chunk-URL map | section list |`,
    `| --- | ${pages.map(() => '---').join(' | ')} | ${pages.map(() => '---').join(' | ')} | --- | --- | --- | --- | --- | --- |`,
    ...sides.map((side) => {
      const [small, large] = [find(side, 0), find(side, extra)];
      const entryGrowth = large.entry.total - small.entry.total;
      return (
        `| ${side} | ${pages.map((page) => delta(large.js[page] - small.js[page])).join(' | ')} | ` +
        `${pages.map((page) => delta(large.js[page] - small.js[page] - entryGrowth)).join(' | ')} | ${delta(entryGrowth)} | ` +
        `${(['pageIndex', 'routeTable', 'loaders', 'chunkUrlMap', 'routeSections'] as const).map((part) => delta(large.entry[part] - small.entry[part])).join(' | ')} |`
      );
    }),
  ];
  return lines.join('\n');
}

const against = flag('against', 'main');

/** Runs `task` on a fresh copy of the ref, then of this tree, and removes each copy afterwards. */
async function onEachSide(task: (side: string, dir: string) => void | Promise<void>): Promise<void> {
  for (const [side, copy] of [
    [against, () => copyRef(against)],
    ['ours', () => copySite(repo)],
  ] as const) {
    const dir = copy();
    try {
      await task(side, dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

/** Cold builds of a benchmark scale, the ref and this tree alternating; prints each and the medians' ratio. */
async function timeBuilds(scale: Scale, runs: number): Promise<string> {
  const seconds: Record<string, number[]> = { [against]: [], ours: [] };
  for (let run = 0; run < runs; run += 1) {
    await onEachSide((side, dir) => {
      writeSyntheticContent(path.join(dir, 'docs'), scale);
      seconds[side]?.push(build(dir));
      console.error(`${side} build ${run + 1} at ${scale}: ${seconds[side]?.at(-1)?.toFixed(1)} s`);
    });
  }
  const ours = seconds.ours ?? [];
  const theirs = seconds[against] ?? [];
  const { pages, posts } = scales[scale];
  return [
    `Cold builds at ${scale} (+${pages} pages, +${posts} posts), ${against} and ours alternating, ${runs} each:`,
    '',
    `| side | builds | median |`,
    `| --- | --- | --- |`,
    ...Object.entries(seconds).map(
      ([side, values]) =>
        `| ${side} | ${values.map((value) => `${value.toFixed(1)} s`).join(', ')} | ${median(values).toFixed(1)} s |`,
    ),
    '',
    `ours ÷ ${against}: medians ${(median(ours) / median(theirs)).toFixed(2)}×; pair by pair ${ours
      .map((value, index) => `${(value / (theirs[index] ?? Number.NaN)).toFixed(2)}×`)
      .join(', ')}`,
  ].join('\n');
}

/** Cold builds of this tree with `count` synthetic posts, and with the same files as docs pages, alternating. */
async function postsAgainstDocs(count: number, runs: number): Promise<string> {
  const seconds: Record<'posts' | 'docs', number[]> = { posts: [], docs: [] };
  for (let run = 0; run < runs; run += 1) {
    for (const as of ['posts', 'docs'] as const) {
      const dir = copySite(repo);
      try {
        const folder = path.join(dir, 'docs', as === 'posts' ? 'blog' : '');
        for (let index = 0; index < count; index += 1) {
          writeFileSync(path.join(folder, `${postName(index)}.mdx`), syntheticBlogPost(index));
        }
        seconds[as].push(build(dir));
        console.error(`${count} files as ${as}, build ${run + 1}: ${seconds[as].at(-1)?.toFixed(1)} s`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  return [
    `Cold builds of this tree with ${count} synthetic posts, and with the same ${count} files as docs pages, alternating:`,
    '',
    '| as | builds | median |',
    '| --- | --- | --- |',
    ...(['posts', 'docs'] as const).map(
      (as) =>
        `| ${as} | ${seconds[as].map((value) => `${value.toFixed(1)} s`).join(', ')} | ${median(seconds[as]).toFixed(1)} s |`,
    ),
    '',
    `posts ÷ docs: medians ${(median(seconds.posts) / median(seconds.docs)).toFixed(2)}×; pair by pair ${seconds.posts
      .map((value, index) => `${(value / (seconds.docs[index] ?? Number.NaN)).toFixed(2)}×`)
      .join(', ')}`,
  ].join('\n');
}

async function growth(extra: number): Promise<string> {
  const results: Measurement[] = [];
  for (const posts of [0, extra]) {
    await onEachSide(async (side, dir) => {
      results.push(await measure(side, dir, posts));
      console.error(`${side} at ${posts + 3} posts: done`);
    });
  }
  return report(results, extra, against);
}

const builds = flag('builds', '');
const asDocs = flag('as-docs', '');
if (asDocs) {
  const [count = '1000', runs = '2'] = asDocs.split(':');
  console.log(await postsAgainstDocs(Number(count), Number(runs)));
} else if (builds) {
  const [scale = 'M', runs = '2'] = builds.split(':');
  if (!(scale in scales))
    throw new Error(`--builds: unknown scale "${scale}" (known: ${Object.keys(scales).join(', ')})`);
  console.log(await timeBuilds(scale as Scale, Number(runs)));
} else {
  console.log(await growth(Number(flag('posts', '1000'))));
}
