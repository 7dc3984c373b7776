import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../shared/listFiles';

const buildDir = path.resolve('doc_build');
const pages = listFiles(buildDir, (file) => file.endsWith('.html')).map((file) => path.relative(buildDir, file));

/** Before any script runs, as a screen reader on a slow phone meets the page: each `<aside>` is named or no landmark. */
describe('the landmarks of each built page, before hydration', () => {
  it('covers the built pages', () => {
    expect(pages.length).toBeGreaterThan(10);
  });

  it.each(pages)('%s names every <aside> or takes its landmark role away', (page) => {
    const asides = readFileSync(path.join(buildDir, page), 'utf8').match(/<aside\b[^>]*>/g) ?? [];
    expect(asides.filter((aside) => !/ aria-label="[^"]+"| role="presentation"/.test(aside))).toEqual([]);
  });
});
