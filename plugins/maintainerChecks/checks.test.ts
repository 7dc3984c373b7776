import { describe, expect, it } from 'vitest';
import { pagesWithoutDefaultExport, unknownIds } from './checks';

describe('pagesWithoutDefaultExport', () => {
  it('names script pages without a default export and ignores Markdown', () => {
    const problems = pagesWithoutDefaultExport([
      { relativePath: 'ok.tsx', source: 'export default function Page() { return null; }' },
      { relativePath: 'renamed.tsx', source: 'function Page() {}\nexport { Page as default };' },
      { relativePath: 'broken.tsx', source: 'export function Page() { return null; }' },
      { relativePath: 'guide.mdx', source: '# Guide' },
    ]);
    expect(problems).toEqual(['docs/broken.tsx: a page module needs a default export (the page component).']);
  });
});

describe('unknownIds', () => {
  const routes = ['/', '/data', '/blog/', '/api'];

  it('accepts links to existing pages, with hashes, trailing slashes and external links', () => {
    expect(
      unknownIds(
        {
          sidebar: {
            '/': [
              { text: 'Data', link: '/data#rating' },
              { text: 'Group', items: [{ text: 'Blog', link: '/blog/' }] },
            ],
          },
          nav: [
            { text: 'API', link: '/api' },
            { text: 'Out', link: 'https://example.com' },
          ],
        },
        routes,
      ),
    ).toEqual([]);
  });

  it('names an unknown doc id and lists the available ones', () => {
    const [problem, ...rest] = unknownIds(
      { sidebar: { '/': [{ text: 'Gone', items: [{ text: 'Gone', link: '/webhooks' }] }] }, nav: [] },
      routes,
    );
    expect(rest).toEqual([]);
    expect(problem).toBe(
      'themeConfig.sidebar["/"]: "/webhooks" names no page (available doc ids: /, /api, /blog, /data).',
    );
  });

  it('names a sidebar id that serves no page, and an unknown nav link', () => {
    const problems = unknownIds({ sidebar: { '/guide/': [] }, nav: [{ text: 'Old', link: '/old' }] }, routes);
    expect(problems).toEqual([
      'themeConfig.sidebar["/guide/"]: no page lives under this sidebar id (available pages: /, /api, /blog, /data).',
      'themeConfig.nav: "/old" names no page (available doc ids: /, /api, /blog, /data).',
    ]);
  });
});
