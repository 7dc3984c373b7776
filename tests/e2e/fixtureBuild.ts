/** The fixture site's built files (scripts/fixtureSite.ts), read the way a reader's browser receives them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fixtureBuildDir } from '../../scripts/fixtureSite';
import { listFiles } from '../../shared/listFiles';

/** Every route the fixture site built, from its HTML files (`/`, `/blog/`, `/blog/page/2`, …). */
export const fixtureRoutes = (): string[] =>
  listFiles(fixtureBuildDir, (file) => file.endsWith('.html') && file !== '404.html', { relative: true }).map(
    (file) => `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`,
  );

/** The HTML of a built route (`/` is `index.html`). */
export const fixtureHtml = (route: string): string =>
  readFileSync(path.join(fixtureBuildDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8');

/** The entry chunk every page downloads, named by `route`'s script tag. */
export function fixtureEntryChunk(route: string): string {
  const src = /<script[^>]+src="\/(static\/js\/index\.[0-9a-f]+\.js)"/.exec(fixtureHtml(route))?.[1];
  if (!src) throw new Error(`${route}: no entry chunk script`);
  return readFileSync(path.join(fixtureBuildDir, src), 'utf8');
}

/** The text of every JavaScript file the fixture site built but the entry chunk, by path under `static/js/`. */
export function fixtureLazyChunks(): Map<string, string> {
  const dir = path.join(fixtureBuildDir, 'static', 'js');
  const files = listFiles(dir, (file) => file.endsWith('.js') && !/^index\.[0-9a-f]+\.js$/.test(file), {
    relative: true,
  });
  return new Map(files.map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]));
}
