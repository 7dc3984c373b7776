import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../tests/temporaryFolder';
import { fullCollection } from '../heapGrowth';
import { bodyFilePath, pageBodiesPath } from './bodyFiles';
import { bodyPreloader } from './bodyPreloads';

const pageCount = 200;

/** A built site of `pageCount` pages, each preloading a chunk of its own that loads one body. */
function builtSite(): { outDir: string; bodies: string[] } {
  const outDir = temporaryFolder('vihje-body-preloads-');
  mkdirSync(path.join(outDir, pageBodiesPath), { recursive: true });
  mkdirSync(path.join(outDir, 'static/js/async.0123456789'), { recursive: true });
  const bodies = Array.from({ length: pageCount }, (_, index) => bodyFilePath(`docs/page-${index}.mdx`, ''));
  bodies.forEach((body, index) => {
    const chunk = `// a route's chunk\nconst body = () => import("/${body}");\n${'/* code */'.repeat(2_000)}\n`;
    writeFileSync(path.join(outDir, `static/js/async.0123456789/${index}.js`), chunk);
  });
  return { outDir, bodies };
}

/** Page `index` of the site: its chunk's preload link in a page of about 100 KB of text, different for each page. */
const page = (index: number) =>
  `<html><head><link rel="preload" href="/static/js/async.0123456789/${index}.js" as="script"></head>` +
  `<body>${`<p>Page ${index}'s text.</p>`.repeat(5_000)}</body></html>`;

describe('bodyPreloader', () => {
  it("adds a preload of each body a page's chunk loads, beside the chunk's", () => {
    const { outDir, bodies } = builtSite();
    const preload = bodyPreloader(outDir);
    expect(preload?.(page(7))).toContain(
      '<link rel="preload" href="/static/js/async.0123456789/7.js" as="script">' +
        `<link rel="modulepreload" href="/${bodies[7]}">`,
    );
    expect(bodyPreloader(temporaryFolder('vihje-no-bodies-'))).toBeUndefined();
  });

  it('keeps neither the pages it changed nor the chunks it read alive', () => {
    const { outDir } = builtSite();
    const preload = bodyPreloader(outDir);
    if (!preload) throw new Error('the site has bodies');
    const collect = fullCollection();
    collect();
    const before = process.memoryUsage().heapUsed;
    let written = 0;
    for (let index = 0; index < pageCount; index++) written += preload(page(index)).length;
    collect();
    const kept = process.memoryUsage().heapUsed - before;
    // 200 pages of about 100 KB were read (some 20 MB, and their chunks 4 MB); what the preloader keeps is a chunk's
    // name and its bodies' names each.
    expect(written).toBeGreaterThan(pageCount * 100_000);
    expect(kept).toBeLessThan(2_000_000);
    expect(preload(page(0))).toContain('modulepreload');
  });
});
