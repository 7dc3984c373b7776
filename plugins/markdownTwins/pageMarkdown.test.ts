import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layoutComponentsMarkdown } from './layoutComponentsMarkdown';
import { type PageMarkdownOptions, pageMarkdown, twinUrl } from './pageMarkdown';

const fixtures = path.join(import.meta.dirname, '__fixtures__');
const file = path.join(fixtures, 'page.mdx');
const options: PageMarkdownOptions = {
  siteUrl: 'https://docs.example.fi',
  routes: new Set(['/', '/data', '/guide']),
  projectRoot: fixtures,
  docsDir: fixtures,
  components: layoutComponentsMarkdown,
};
const twinOf = (source: string, components = options.components) =>
  pageMarkdown({ routePath: '/page', file, source }, { ...options, components });

describe('pageMarkdown', () => {
  const twin = twinOf(readFileSync(file, 'utf8'));

  it('takes the title and description from the front matter, and drops the front matter and imports', () => {
    expect(twin.title).toBe('Fixture page');
    expect(twin.description).toBe('A page that uses every construct the twins handle.');
    expect(twin.markdown).not.toContain('---\ntitle');
    expect(twin.markdown).not.toContain('import {');
    expect(twin.markdown.startsWith('# Fixture page\n')).toBe(true);
  });

  it("points page links at the pages' twins and leaves files, anchors and other sites alone", () => {
    expect(twin.markdown).toContain('[data reference](https://docs.example.fi/data.md#company)');
    expect(twin.markdown).toContain('[home page](https://docs.example.fi/index.md)');
    expect(twin.markdown).toContain('[old path](https://docs.example.fi/guide.md)');
    expect(twin.markdown).toContain('[JSON](/api/openapi.json)');
    expect(twin.markdown).toContain('[external](https://example.com/x)');
  });

  it('drops custom heading ids and comments, shows each tab under its label and fills file code blocks', () => {
    expect(twin.markdown).toContain('## Send the key\n');
    expect(twin.markdown).not.toContain('truncate');
    expect(twin.markdown).toMatch(/\*\*curl\*\*\n\n```bash\ncurl -H/);
    expect(twin.markdown).toMatch(/\*\*TypeScript\*\*\n\n```ts\nfetch/);
    expect(twin.markdown).toContain('```ts file="./snippet.ts" title="snippet.ts"\nexport const answer = 42;\n\n```');
    expect(twin.markdown).toContain('| `id`  | string |');
  });

  it('gives a page without its own heading the front-matter title as one', () => {
    expect(twinOf('---\ntitle: Only front matter\n---\n\nText.\n').markdown).toBe('# Only front matter\n\nText.\n');
  });

  it('renders a component through its Markdown, inline where the element is inline', () => {
    const version = () => '**2.0.1**';
    const box = () => '## Boxed\n\nBody';
    const components = { ...layoutComponentsMarkdown, Version: version, Box: box };
    const { markdown } = twinOf('# T\n\nVersion <Version /> now.\n\n<Box />\n', components);
    expect(markdown).toBe('# T\n\nVersion **2.0.1** now.\n\n## Boxed\n\nBody\n');
  });

  it("splices a component's Markdown tree in as it is, its bare URLs linked as in parsed Markdown", () => {
    const box = () => [
      { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Boxed *as is*' }] },
      { type: 'paragraph', children: [{ type: 'text', value: 'Keys at https://console.example.fi.' }] },
    ];
    const components = { ...layoutComponentsMarkdown, Box: box } as PageMarkdownOptions['components'];
    const { markdown } = twinOf('# T\n\n<Box />\n', components);
    expect(markdown).toBe('# T\n\n## Boxed \\*as is\\*\n\nKeys at <https://console.example.fi>.\n');
  });

  it('stops on a component or an expression a twin cannot show, naming the file', () => {
    expect(() => twinOf('# T\n\n<Chart data={[1, 2]} />\n')).toThrow(`${file}: no Markdown form for <Chart>`);
    expect(() => twinOf('# T\n\nTotal: {1 + 1}\n')).toThrow(`${file}: the .md twin cannot show the expression {1 + 1}`);
  });
});

describe('custom heading ids', () => {
  it('are dropped from headings, and kept as written in code and text', () => {
    const source = '# T\n\n## A \\{#a}\n\n### B {#b}\n\nText \\{#c}\n\n```md\n## Code {#d}\n```\n';
    expect(twinOf(source).markdown).toBe('# T\n\n## A\n\n### B\n\nText {#c}\n\n```md\n## Code {#d}\n```\n');
  });
});

describe('twinUrl', () => {
  it('maps routes, old .html paths and trailing slashes to twin URLs, keeping the hash', () => {
    const routes = { siteUrl: 'https://x.fi', routes: new Set(['/', '/blog', '/data']) };
    expect(twinUrl('/', routes)).toBe('https://x.fi/index.md');
    expect(twinUrl('/blog/', routes)).toBe('https://x.fi/blog.md');
    expect(twinUrl('/data.html#a', routes)).toBe('https://x.fi/data.md#a');
    expect(twinUrl('/favicon.svg', routes)).toBe('/favicon.svg');
    expect(twinUrl('//cdn.example.com/x', routes)).toBe('//cdn.example.com/x');
  });
});
