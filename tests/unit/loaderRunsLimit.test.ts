import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Rspack, rspack } from '@rsbuild/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loaderRunsLimitTestVariable, loaderRunsLimitVariable } from '../../plugins/pageLoaderRuns';
import { temporaryFolder } from '../temporaryFolder';

// The bound on the JavaScript loaders' runs under way at once (patches/@rspack+core+2.3.2+001+loader-runs-limit.patch),
// and the waiting runs' content set aside (patches/@rspack+core+2.3.2+004+waiting-runs-content-set-aside.patch), in
// real Rspack builds.

/** What the pages' loader saw: how many of its runs were under way at once, at most. */
interface Runs {
  now: number;
  most: number;
}
const runs = globalThis as typeof globalThis & { loaderRuns?: Runs };

/** What each page's loader run was given, by the page's file. */
const received = globalThis as typeof globalThis & { receivedSources?: Map<string, string> };

/**
 * A loader that takes 20 ms a page, counts its runs under way, notes the source it is given, and fails a page that
 * says `FAIL`.
 */
const pageLoader = `module.exports = function (source) {
  const callback = this.async();
  globalThis.receivedSources.set(this.resourcePath, source);
  const runs = globalThis.loaderRuns;
  runs.now += 1;
  runs.most = Math.max(runs.most, runs.now);
  setTimeout(() => {
    runs.now -= 1;
    if (source.includes('FAIL')) callback(new Error('this page cannot build'));
    else callback(null, 'export default ' + JSON.stringify(source) + ';');
  }, 20);
};
`;

/** Writes each of `pages` as a Markdown file in `dir`, and an entry `index.js` that imports them all. */
function writePages(dir: string, pages: string[]): void {
  pages.forEach((text, index) => {
    writeFileSync(path.join(dir, `page${index}.md`), text);
  });
  writeFileSync(path.join(dir, 'index.js'), pages.map((_, index) => `import './page${index}.md';\n`).join(''));
}

/** Runs the compiler (of one build or several) to its end and closes it; the builds' error messages. */
async function errorsOfRun(compiler: Rspack.Compiler | Rspack.MultiCompiler): Promise<string[]> {
  const result = await new Promise<Rspack.Stats | Rspack.MultiStats>((resolve, reject) =>
    compiler.run((error, stats) => (error || !stats ? reject(error) : resolve(stats))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  const each = 'stats' in result ? result.stats : [result];
  return each.flatMap(({ compilation }) => compilation.errors.map(({ message }) => message));
}

/** Builds an entry that imports `pages` Markdown files through `loader` in `dir`; the build's error messages. */
async function build(
  pages: string[],
  loader = pageLoader,
  dir = temporaryFolder('vihje-loader-runs-'),
): Promise<string[]> {
  writeFileSync(path.join(dir, 'pageLoader.cjs'), loader);
  writePages(dir, pages);
  runs.loaderRuns = { now: 0, most: 0 };
  received.receivedSources = new Map();
  return errorsOfRun(
    rspack({
      context: dir,
      mode: 'development',
      entry: './index.js',
      output: { path: path.join(dir, 'dist') },
      module: { rules: [{ test: /\.md$/, type: 'javascript/auto', use: [{ loader: './pageLoader.cjs' }] }] },
    }),
  );
}

/**
 * A loader whose first run, once every page's run has begun (its pitch, after which Rspack reads the page) and a
 * while more, rewrites each page whose run has not started (`globalThis.rewritten`); the runs under way meanwhile
 * wait for it, so the rewritten pages' runs are all waiting for a turn.
 */
const rewritingLoader = `const { writeFileSync } = require('node:fs');
const path = require('node:path');
globalThis.pitched = 0;
globalThis.rewritten = undefined;
module.exports = function (source) {
  const callback = this.async();
  globalThis.receivedSources.set(this.resourcePath, source);
  const done = () => callback(null, 'export default ' + JSON.stringify(source) + ';');
  const afterRewrite = () => (globalThis.rewritten ? done() : setTimeout(afterRewrite, 5));
  if (globalThis.receivedSources.size > 1) return afterRewrite();
  const rewrite = () => {
    if (globalThis.pitched < 40) return setTimeout(rewrite, 5);
    setTimeout(() => {
      const dir = path.dirname(this.resourcePath);
      const waiting = Array.from({ length: 40 }, (_, index) => path.join(dir, 'page' + index + '.md'))
        .filter((file) => !globalThis.receivedSources.has(file));
      for (const file of waiting) writeFileSync(file, '# ' + path.basename(file) + ', rewritten\\n');
      globalThis.rewritten = waiting;
      done();
    }, 300);
  };
  rewrite();
};
module.exports.pitch = function () {
  globalThis.pitched += 1;
};
`;
const rewritten = globalThis as typeof globalThis & { rewritten?: string[] };

/** How far one compiler's runs got ahead of the other's: pages one compiler had started and the other not yet. */
interface TwinRuns {
  starts: Map<string, number>;
  alone: number;
  mostAlone: number;
}
const twinRuns = globalThis as typeof globalThis & { twinRuns?: TwinRuns };

/** A loader that takes 50 ms a page and counts the pages one compiler has started and the other not yet. */
const twinLoader = `module.exports = function (source) {
  const callback = this.async();
  const runs = globalThis.twinRuns;
  const starts = (runs.starts.get(this.resourcePath) ?? 0) + 1;
  runs.starts.set(this.resourcePath, starts);
  runs.alone += starts === 1 ? 1 : -1;
  runs.mostAlone = Math.max(runs.mostAlone, runs.alone);
  setTimeout(() => callback(null, 'export default ' + JSON.stringify(source) + ';'), 50);
};
`;

/** A loader that holds a module until three pages have started, so the second compiler finds its pages late. */
const heldLoader = `module.exports = function (source) {
  const callback = this.async();
  const wait = () => (globalThis.twinRuns.starts.size >= 3 ? callback(null, source) : setTimeout(wait, 5));
  wait();
};
`;

/** Two compilers build the same `count` pages, the second finding them once the first has started three. */
async function buildTwice(count: number): Promise<string[]> {
  const dir = temporaryFolder('vihje-loader-twins-');
  writeFileSync(path.join(dir, 'twinLoader.cjs'), twinLoader);
  writeFileSync(path.join(dir, 'heldLoader.cjs'), heldLoader);
  writePages(dir, pages(count));
  writeFileSync(path.join(dir, 'later.js'), "import './index.js';\n");
  twinRuns.twinRuns = { starts: new Map(), alone: 0, mostAlone: 0 };
  const config = (name: string, entry: string) => ({
    name,
    context: dir,
    mode: 'development' as const,
    entry,
    output: { path: path.join(dir, name) },
    module: {
      rules: [
        { test: /\.md$/, type: 'javascript/auto' as const, use: [{ loader: './twinLoader.cjs' }] },
        { test: /later\.js$/, use: [{ loader: './heldLoader.cjs' }] },
      ],
    },
  });
  return errorsOfRun(rspack([config('first', './index.js'), config('second', './later.js')]));
}

/** A limit of three runs at once for the modules whose resource matches `test`. */
function limitRunsTo3(test: string): void {
  vi.stubEnv(loaderRunsLimitVariable, '3');
  vi.stubEnv(loaderRunsLimitTestVariable, test);
}

const pages = (count: number, failing = 0) =>
  Array.from({ length: count }, (_, index) => (index < failing ? `# Page ${index}\n\nFAIL\n` : `# Page ${index}\n`));

describe('the loader runs under way at once', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('are no more than the limit for the modules it names', async () => {
    limitRunsTo3('\\.md$');
    expect(await build(pages(40))).toEqual([]);
    expect(runs.loaderRuns?.most).toBe(3);
  }, 60_000);

  it('are not bounded for other modules, nor without the limit', async () => {
    limitRunsTo3('\\.mdx$');
    expect(await build(pages(40))).toEqual([]);
    expect(runs.loaderRuns?.most).toBeGreaterThan(3);
    vi.unstubAllEnvs();
    expect(await build(pages(40))).toEqual([]);
    expect(runs.loaderRuns?.most).toBeGreaterThan(3);
  }, 60_000);

  it("go to the second compiler's run of a page the first has started, before the first compiler's other pages", async () => {
    limitRunsTo3('\\.md$');
    expect(await buildTwice(40)).toEqual([]);
    const runs = twinRuns.twinRuns;
    expect([...(runs?.starts.values() ?? [])]).toEqual(Array(40).fill(2));
    // In the order of arrival alone, the first compiler ran its forty pages before the second ran any.
    expect(runs?.mostAlone).toBeLessThanOrEqual(10);
  }, 60_000);

  it('give each waiting page its source as it is on disk', async () => {
    limitRunsTo3('\\.md$');
    const dir = temporaryFolder('vihje-loader-bytes-');
    const texts = pages(40).map((text, index) => `${text}\r\nÄänekoski ${'👋'.repeat(index)}\n`);
    expect(await build(texts, pageLoader, dir)).toEqual([]);
    expect(received.receivedSources).toEqual(
      new Map(texts.map((text, index) => [path.join(dir, `page${index}.md`), text])),
    );
  }, 60_000);

  it('fail a waiting page whose file changed while it waited, naming the file, rather than give it its old source', async () => {
    limitRunsTo3('\\.md$');
    const errors = await build(pages(40), rewritingLoader);
    const changed = rewritten.rewritten ?? [];
    // Three runs were under way; the others waited.
    expect(changed).toHaveLength(37);
    // Rspack read a page before it changed: its run stops. Had it read one after, its run would be given the new text.
    const readBefore = changed.filter((file) => {
      const given = received.receivedSources?.get(file);
      if (given !== undefined) expect(given).toBe(`# ${path.basename(file)}, rewritten\n`);
      return given === undefined;
    });
    expect(readBefore.length).toBeGreaterThan(0);
    const named = errors.map((message) => /(\S+\.md) changed while its loaders waited to run/.exec(message)?.[1]);
    expect(named.toSorted()).toEqual(readBefore.toSorted());
  }, 60_000);

  it('give their turn back when a page fails, so more failures than the limit still end the build', async () => {
    limitRunsTo3('\\.md$');
    const errors = await build(pages(40, 6));
    expect(errors).toHaveLength(6);
    for (const message of errors) expect(message).toContain('this page cannot build');
    expect(runs.loaderRuns?.most).toBe(3);
  }, 60_000);
});
