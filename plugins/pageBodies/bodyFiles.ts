import { createHash } from 'node:crypto';

/** The bodies' folder in the output, under the site's public path. */
export const pageBodiesPath = 'static/pages/';

/** How many hex digits of its content's hash name a body. */
const hashDigits = 20;

/** A body's path under the site, named by its content's hash, so that it is published as a content-hashed asset. */
export const bodyFilePath = (body: string): string =>
  `${pageBodiesPath}body.${createHash('sha256').update(body).digest('hex').slice(0, hashDigits)}.js`;

/** Any body's path under the site, as `bodyFilePath` makes it. */
const bodyFilePattern = new RegExp(`${pageBodiesPath.replaceAll('/', '\\/')}body\\.[0-9a-f]{${hashDigits}}\\.js`, 'g');

/**
 * The bodies a chunk of the build names, by their paths under the site. Copies (`structuredClone`), not parts of the
 * chunk's text: a part of a string keeps the whole in V8, and a large build's pages' pass keeps the bodies of every
 * chunk it reads, which would keep every chunk's text alive.
 */
export const bodiesNamedIn = (chunk: string): string[] =>
  structuredClone([...new Set(chunk.match(bodyFilePattern) ?? [])]);
