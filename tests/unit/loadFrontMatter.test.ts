import { loadFrontMatter } from '@rspress/shared/node-utils';
import { describe, expect, it } from 'vitest';

// Rspress's front-matter parser keeps no copy of the pages it parses
// (patches/@rspress+shared+2.0.22+001+front-matter-uncached.patch): gray-matter, called without options, caches
// every source string with a Buffer of it for the life of the process, and answers a second call from that cache.

describe("Rspress's loadFrontMatter", () => {
  it('parses each call afresh: two calls with one source share no object', () => {
    const source = '---\ntitle: A page\ntags: [a, b]\n---\n\n# A page\n';
    const first = loadFrontMatter(source, '/docs/page.md', '/docs');
    const second = loadFrontMatter(source, '/docs/page.md', '/docs');
    expect(first.frontmatter).toEqual({ title: 'A page', tags: ['a', 'b'] });
    expect(second.frontmatter).toEqual(first.frontmatter);
    // From gray-matter's cache, the second call's front matter is the first's object.
    expect(second.frontmatter).not.toBe(first.frontmatter);
    expect(first.content).toBe('\n# A page\n');
  });
});
