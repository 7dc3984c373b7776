import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageMarkdown } from '../markdownTwins/pageMarkdown';
import { fixturePosts } from './fixtures';
import { blogMarkdownComponents } from './markdown';
import { blogPageSource } from './pageSource';
import { blogRoutes } from './routes';

/** The fixture post's component renders nothing, so its twin is empty too. */
const fixtureComponents = { ...blogMarkdownComponents, Example: () => '' };

const twinOf = (routePath: string) => {
  const route = blogRoutes(fixturePosts()).find((candidate) => candidate.routePath === routePath);
  if (!route) throw new Error(`no route ${routePath}`);
  return pageMarkdown(
    { routePath, file: `${routePath}.mdx`, source: blogPageSource(route) },
    {
      siteUrl: 'https://x.fi',
      routes: new Set(['/blog', '/blog/third-post', '/blog/tags/api']),
      projectRoot: path.resolve('.'),
      docsDir: path.resolve('docs'),
      components: fixtureComponents,
    },
  ).markdown;
};

describe('blog page twins', () => {
  it('list each post with its title link, meta line, excerpt and Read more', () => {
    const twin = twinOf('/blog');
    expect(twin).toContain('# Blog');
    expect(twin).toContain('## [Third post](https://x.fi/blog/third-post.md)');
    expect(twin).toContain('20 June 2025 · 1 min read · [The Vihje team](/blog/authors/vihje-team)');
    expect(twin).toContain("The newest post's excerpt.");
    expect(twin).toContain('[Read more: Third post](https://x.fi/blog/third-post.md)');
  });

  it('show the archive by year', () => {
    expect(twinOf('/blog/archive')).toContain(
      '## 2025\n\n- 20 June 2025: [Third post](https://x.fi/blog/third-post.md)',
    );
  });
});
