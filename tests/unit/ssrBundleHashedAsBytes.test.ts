import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server bundle's files hashed for the SSG cache as the bytes the bundler wrote, not decoded to text first
// (patches/@rspress+core+2.0.22+035+ssr-bundle-hashed-as-bytes.patch): a file's key must not change with the form it
// is read in, or every page of the next build would be rendered again.

const htmlCache = pathToFileURL(
  path.resolve(import.meta.dirname, '../../node_modules/@rspress/core/dist/node/ssg/htmlCache.js'),
).href;

const hashOf = async (content: string | Buffer): Promise<string> => {
  const { hashSsrBundleFile } = (await import(htmlCache)) as {
    hashSsrBundleFile: (content: string | Buffer) => string;
  };
  return hashSsrBundleFile(content);
};

/** A route's chunk: text beyond ASCII, as a Finnish page's chunk holds. */
const routeChunk = 'exports.ids = ["docs_osoitteet"]; const title = "Osoitteiden täydennys – äöå";\n';

/** The page data's chunk, with the hash of the search index that changes with any page's text. */
const pageDataChunk = (indexHash: string) =>
  `const searchIndexHash = { "default###fi": "${indexHash}" }; const title = "Hakuindeksi – ä";\n`;

describe('the server bundle hashed as bytes (patch 035)', () => {
  it('gives a file read as bytes the hash of the same file read as text', async () => {
    expect(await hashOf(Buffer.from(routeChunk))).toBe(await hashOf(routeChunk));
    expect(await hashOf(Buffer.from(pageDataChunk('0a1b2c')))).toBe(await hashOf(pageDataChunk('0a1b2c')));
  });

  it('leaves the search index’s hash out of a file read as bytes, and nothing else', async () => {
    expect(await hashOf(Buffer.from(pageDataChunk('0a1b2c')))).toBe(await hashOf(Buffer.from(pageDataChunk('9f8e7d'))));
    expect(await hashOf(Buffer.from(routeChunk))).not.toBe(await hashOf(Buffer.from(routeChunk.replace('ä', 'a'))));
  });
});
