import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rsbuild/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loaderRunsLimitTestVariable, loaderRunsLimitVariable } from '../../plugins/pageLoaderRuns';
import { temporaryFolder } from '../temporaryFolder';

// The bound on the JavaScript loaders' runs under way at once (patches/@rspack+core+2.3.2+001+loader-runs-limit.patch),
// in real Rspack builds.

/** What the pages' loader saw: how many of its runs were under way at once, at most. */
interface Runs {
  now: number;
  most: number;
}
const runs = globalThis as typeof globalThis & { loaderRuns?: Runs };

/** A loader that takes 20 ms a page, counts its runs under way, and fails a page that says `FAIL`. */
const pageLoader = `module.exports = function (source) {
  const callback = this.async();
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

/** Builds an entry that imports `pages` Markdown files through the loader; the build's error messages. */
async function build(pages: string[]): Promise<string[]> {
  const dir = temporaryFolder('vihje-loader-runs-');
  writeFileSync(path.join(dir, 'pageLoader.cjs'), pageLoader);
  pages.forEach((text, index) => {
    writeFileSync(path.join(dir, `page${index}.md`), text);
  });
  writeFileSync(path.join(dir, 'index.js'), pages.map((_, index) => `import './page${index}.md';\n`).join(''));
  runs.loaderRuns = { now: 0, most: 0 };
  const compiler = rspack({
    context: dir,
    mode: 'development',
    entry: './index.js',
    output: { path: path.join(dir, 'dist') },
    module: { rules: [{ test: /\.md$/, type: 'javascript/auto', use: [{ loader: './pageLoader.cjs' }] }] },
  });
  const stats = await new Promise<{ compilation: { errors: Array<{ message: string }> } }>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  return stats.compilation.errors.map(({ message }) => message);
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

  it('give their turn back when a page fails, so more failures than the limit still end the build', async () => {
    limitRunsTo3('\\.md$');
    const errors = await build(pages(40, 6));
    expect(errors).toHaveLength(6);
    for (const message of errors) expect(message).toContain('this page cannot build');
    expect(runs.loaderRuns?.most).toBe(3);
  }, 60_000);
});
