import { describe, expect, it } from 'vitest';
import { type LlmsPage, llmsFullTxtPieces, llmsSections, llmsTxt } from './llmsTxt';

const page = (routePath: string, title: string, description = ''): LlmsPage => ({
  routePath,
  url: `https://x.fi${routePath === '/' ? '/index' : routePath}.md`,
  title,
  description,
  twinPath: `/twins${routePath}.md`,
});

const pages = [
  page('/addresses', 'Addresses', 'Search addresses.'),
  page('/', 'Intro'),
  page('/blog/b', 'Post B'),
  page('/authentication', 'Authentication', 'Send the key.'),
  page('/blog', 'Blog'),
  page('/api', 'API reference'),
  page('/legal', 'Legal'),
];
const nav = [
  { text: 'Docs', match: /^\/(?!blog|api|legal)/ },
  { text: 'Blog', match: /^\/blog/ },
  { text: 'API', match: /^\/api/ },
];
const sections = llmsSections(pages, nav, ['/', '/authentication', '/addresses']);

describe('llms.txt', () => {
  it('groups pages by navigation entry, in sidebar order, the rest under Others', () => {
    expect(sections.map((section) => [section.title, section.pages.map((p) => p.routePath)])).toEqual([
      ['Docs', ['/', '/authentication', '/addresses']],
      ['Blog', ['/blog/b', '/blog']],
      ['API', ['/api']],
      ['Others', ['/legal']],
    ]);
  });

  it('ranks a page listed in two sidebars by its first place', () => {
    const twice = llmsSections(pages.slice(0, 4), nav, ['/addresses', '/', '/authentication', '/addresses']);
    expect(twice[0]?.pages.map((p) => p.routePath)).toEqual(['/addresses', '/', '/authentication']);
  });

  it('lists every page but the home page with its description, under the site title', () => {
    expect(llmsTxt('Site', 'What it is.', sections)).toBe(
      [
        '# Site\n\n> What it is.\n',
        '## Docs\n',
        '- [Authentication](https://x.fi/authentication.md): Send the key.',
        '- [Addresses](https://x.fi/addresses.md): Search addresses.',
        '\n## Blog\n',
        '- [Post B](https://x.fi/blog/b.md)',
        '- [Blog](https://x.fi/blog.md)',
        '\n## API\n',
        '- [API reference](https://x.fi/api.md)',
        '\n## Others\n',
        '- [Legal](https://x.fi/legal.md)',
      ].join('\n'),
    );
  });

  it('puts every twin in llms-full.txt, the home page first, each under its URL', () => {
    const twins = new Map(pages.map((page) => [page.twinPath, `# ${page.title}\n`]));
    const full = [...llmsFullTxtPieces(sections, (page) => twins.get(page.twinPath) ?? '')].join('');
    expect(
      full.startsWith(
        '---\nurl: https://x.fi/index.md\n---\n\n# Intro\n\n\n\n---\nurl: https://x.fi/authentication.md',
      ),
    ).toBe(true);
    expect(full.match(/^url: /gm)).toHaveLength(pages.length);
  });
});
