import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bodiesNamedIn, pageBodiesPath } from './bodyFiles.ts';

/** Rspress's preload link of a route's chunk in a built page (`dist/node/ssg/renderHtmlTemplate.js`). */
const chunkPreload = /<link rel="preload" href="([^"]*?)(static\/js\/[^"]+\.js)" as="script">/g;

/**
 * For a build whose pages' bodies are apart (`plugins/pageBodies`), a function that adds to a built page a
 * `modulepreload` link to each body its preloaded chunks load, so that a first visit fetches the page's chunk and its
 * body at once, not one after the other; for any other build, none.
 */
export function bodyPreloader(outDir: string): ((page: string) => string) | undefined {
  if (!existsSync(path.join(outDir, pageBodiesPath))) return undefined;
  // Pages share chunks (a section's route table): each is read once. A chunk's name is kept as a copy
  // (`structuredClone`): the name found in a page is a part of the page's text, which it would keep alive, and the
  // pages' pass of a large build met every page's chunk.
  const bodiesOfChunk = new Map<string, string[]>();
  const bodiesOf = (chunk: string): string[] => {
    let bodies = bodiesOfChunk.get(chunk);
    if (!bodies) {
      const file = path.join(outDir, chunk);
      bodies = existsSync(file) ? bodiesNamedIn(readFileSync(file, 'utf8')) : [];
      bodiesOfChunk.set(structuredClone(chunk), bodies);
    }
    return bodies;
  };
  return (page) =>
    page.replace(chunkPreload, (link, prefix: string, chunk: string) =>
      [link, ...bodiesOf(chunk).map((body) => `<link rel="modulepreload" href="${prefix}${body}">`)].join(''),
    );
}
