import { createHash } from 'node:crypto';

/** The bodies' folder in the output, under the site's public path. */
export const pageBodiesPath = 'static/pages/';

/** The hex digits of a body's name for its page and for its imports, and of its content's hash. */
export const bodyNameDigits = { page: 16, imports: 8, content: 16 } as const;

const hexOf = (text: string, digits: number): string =>
  createHash('sha256').update(text).digest('hex').slice(0, digits);

/**
 * A body's path under the site: named by its page (`page`, the page's file relative to the site) and by what the
 * page's module hands it (`bindings`, its imports and their names), never by its text. An edit of a page's text then
 * changes its body's content and nothing the bundler makes, so a deploy of it leaves every script a reader has cached
 * as it was; the body is served to revalidate (its name has no `.<hash>.` segment: `scripts/publish/cacheControl.ts`).
 * A module of other imports loads a body of another name, so a page's module from an earlier deploy never runs a body
 * made for other bindings.
 */
export const bodyFilePath = (page: string, bindings: string): string =>
  `${pageBodiesPath}${hexOf(page, bodyNameDigits.page)}-${hexOf(bindings, bodyNameDigits.imports)}.js`;

/**
 * A hash of a body's content, which the server bundle's module of its page adds to the body's path
 * as a query (`loader.ts`).
 */
export const bodyContentHash = (body: string): string => hexOf(body, bodyNameDigits.content);

/**
 * Patterns of a body's name, for regular expressions: its page part (`static/pages/<page>`), its imports part, and
 * the hash of its content that a load of it adds as a query.
 */
export const bodyNamePatterns = {
  page: `${pageBodiesPath.replaceAll('/', '\\/')}[0-9a-f]{${bodyNameDigits.page}}`,
  imports: `[0-9a-f]{${bodyNameDigits.imports}}`,
  content: `[0-9a-f]{${bodyNameDigits.content}}`,
} as const;

/** Any body's path under the site, as `bodyFilePath` makes it. */
const bodyFilePattern = new RegExp(`${bodyNamePatterns.page}-${bodyNamePatterns.imports}\\.js`, 'g');

/**
 * The bodies a chunk of the build names, by their paths under the site. Copies (`structuredClone`), not parts of the
 * chunk's text: a part of a string keeps the whole in V8, and a large build's pages' pass keeps the bodies of every
 * chunk it reads, which would keep every chunk's text alive.
 */
export const bodiesNamedIn = (chunk: string): string[] =>
  structuredClone([...new Set(chunk.match(bodyFilePattern) ?? [])]);
