import { describe, expect, it } from 'vitest';
import { compileMdxPage } from '../../plugins/upstream/rspress/build.ts';

// Rspress's MDX compiles wait for a turn beyond the first few at once
// (patches/@rspress+core+2.0.22+007+mdx-compile-concurrency.patch), and a waiting compile starts in a later turn of
// the event loop: started from the finishing compile's promise callbacks, the next compiles ran back to back without
// the loop turning, and the build's file writes, timers and worker messages waited until no page was left waiting.

/** More pages than run at once (16), so that most of them wait for a turn. */
const pageCount = 48;

const page = (index: number) => ({
  source: `# Page ${index}\n\nA paragraph with **strong** text and a [link](https://vihje.fi).\n`,
  filepath: `/docs/page-${index}.md`,
  docDirectory: '/docs',
  config: {},
  routeService: null,
  pluginDriver: { getPlugins: () => [] } as never,
});

describe("Rspress's MDX compiles", { timeout: 60_000 }, () => {
  it('let the event loop turn while pages wait for a turn to compile', async () => {
    // Loads the compile's modules first: a first compile waits on files, which would turn the loop anyway.
    await compileMdxPage(page(-1));

    let finished = 0;
    const all = Promise.all(
      Array.from({ length: pageCount }, (_, index) => compileMdxPage(page(index)).then(() => finished++)),
    );
    const finishedAtNextTurn = await new Promise<number>((resolve) => setImmediate(() => resolve(finished)));
    const results = await all;

    expect(results).toHaveLength(pageCount);
    expect(finished).toBe(pageCount);
    expect(finishedAtNextTurn).toBeLessThan(pageCount);
  });
});
