import path from 'node:path';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { fixturePosts } from '../../plugins/blog/fixtures';
import { blogView, excerptModule } from '../../plugins/blog/pageSource';
import { blogRoutes } from '../../plugins/blog/routes';
import { parsePage } from '../../plugins/compiledPages/capturePage';
import { twinMarkdown } from '../../plugins/markdownTwins/pageMarkdown';
import { blogViewMarkdown } from './blogViewMarkdown';

/** The fixture post's component renders nothing, so its twin is empty too. */
const fixtureComponents = { Example: () => '' };

const twinOf = (routePath: string) => {
  const posts = fixturePosts();
  const route = blogRoutes(posts).find((candidate) => candidate.routePath === routePath);
  if (!route) throw new Error(`no route ${routePath}`);
  const shown = route.body.kind === 'posts' ? route.body.posts : [];
  const excerpts = shown.map((post) => parsePage(excerptModule(post).content).tree.children);
  const tree: Root = { type: 'root', children: blogViewMarkdown(blogView(route), excerpts) };
  return twinMarkdown(
    tree,
    { title: route.title },
    { routePath, file: `${routePath}.mdx` },
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
