import { describe, expect, it } from 'vitest';
import { brokenLinks, type CheckedPage } from './checkLinks';

const link = (url: string, line = 1) => ({ url, written: `[x](${url})`, line, column: 1 });
const options = {
  docsDir: '/site/docs',
  projectRoot: '/site',
  isBuiltFile: (pathname: string) => pathname === '/api/openapi.json',
};

describe('brokenLinks', () => {
  const pages: CheckedPage[] = [
    {
      routePath: '/',
      file: '/site/docs/index.mdx',
      anchors: ['intro'],
      links: [
        link('/data#company'),
        link('/data.html#company'),
        link('./data#company'),
        link('#intro'),
        link('/api/openapi.json'),
        link('https://example.com/nowhere'),
        link('mailto:tuki@example.fi'),
        link('/blog#anything'),
      ],
    },
    { routePath: '/data', file: '/site/docs/data.mdx', anchors: ['company'], links: [] },
    // Not Markdown: its ids are unknown, so any hash passes.
    { routePath: '/blog', file: '/site/theme/Blog.tsx', links: [] },
  ];

  it('accepts links to pages, their headings, built files and other sites, in every form Rspress leaves them', () => {
    expect(brokenLinks(pages, options)).toEqual([]);
  });

  it('names the file, line, column and link of each missing page or heading id, with the ids there are', () => {
    const broken: CheckedPage = {
      routePath: '/guide',
      file: '/site/docs/guide.mdx',
      anchors: [],
      links: [link('/data#companies', 3), link('/nowhere', 7), link('#top', 9), link('../elsewhere', 11)],
    };
    expect(brokenLinks([...pages, broken], options)).toEqual([
      'docs/guide.mdx:3:1 [x](/data#companies): /data has no heading with the id "companies" (its ids: company)',
      'docs/guide.mdx:7:1 [x](/nowhere): no page /nowhere',
      'docs/guide.mdx:9:1 [x](#top): /guide has no heading with the id "top" (its ids: none)',
      'docs/guide.mdx:11:1 [x](../elsewhere): no page /../elsewhere',
    ]);
  });
});
