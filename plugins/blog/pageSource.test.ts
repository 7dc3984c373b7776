import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { fixtureBlogDir, fixturePosts } from './fixtures';
import { blogPageSource, blogView, dataModule, excerptModule } from './pageSource';
import { blogRoutes } from './routes';

const routeOf = (routePath: string) => {
  const route = blogRoutes(fixturePosts()).find((candidate) => candidate.routePath === routePath);
  if (!route) throw new Error(`no route ${routePath}`);
  return route;
};

describe('blogPageSource', () => {
  it("gives the layout the route's title and description without the docs chrome, and renders the view from the data module beside it", () => {
    const route = routeOf('/blog/tags/api');
    const { name, content } = blogPageSource(route);
    const { data, content: body } = matter(content);
    expect(name).toBe('blog--tags--api.mdx');
    expect(data).toEqual({
      title: route.title,
      description: route.description,
      sidebar: false,
      outline: false,
      footer: false,
      copyMarkdown: false,
    });
    expect(body).toContain(`import page from './${dataModule(route).name}';`);
    expect(body).toMatch(/^<BlogView \{\.\.\.page\} \/>$/m);
  });

  it('quotes a title that YAML would otherwise read as something else', () => {
    const route = { ...routeOf('/blog/tags/api'), title: 'Posts: "quoted" # not a comment' };
    expect(matter(blogPageSource(route).content).data.title).toBe(route.title);
  });
});

describe('dataModule', () => {
  it("imports the excerpt module of each shown post, in card order, and carries the view's data", () => {
    const { name, content } = dataModule(routeOf('/blog/tags/suomi'));
    expect(name).toBe('blog--tags--suomi.data.js');
    const imports = content.split('\n').filter((line) => line.startsWith('import'));
    expect(imports).toEqual(["import Excerpt0 from './excerpts/third-post.mdx';"]);
    expect(content).toContain('excerpts: [Excerpt0] }');
    expect(content).toContain('"link":"/blog/third-post"');
    expect(content).not.toContain('/blog/second-post');
  });

  it('gives the archive titles, links and dates only, and no excerpt', () => {
    const { content } = dataModule(routeOf('/blog/archive'));
    expect(content).toContain('"years":[{"year":"2025","posts":[{"title":"Third post","link":"/blog/third-post"');
    expect(content).toContain('excerpts: [] }');
  });
});

describe('blogView', () => {
  it("gives a list page its posts' cards and its place among the pages", () => {
    const view = blogView(routeOf('/blog'));
    expect(view.kind === 'posts' && view.cards.map((card) => card.link)).toEqual(
      fixturePosts().map((post) => post.link),
    );
    expect(view.kind === 'posts' && view.nav).toEqual({ base: '/blog', page: 1, pages: 1 });
  });
});

describe('excerptModule', () => {
  it("holds the post's imports and its excerpt up to the truncate marker", () => {
    const post = fixturePosts().find((candidate) => candidate.slug === 'first-release');
    if (!post) throw new Error('no fixture post first-release');
    const { name, content } = excerptModule(post);
    expect(name).toBe('excerpts/first-release.mdx');
    expect(content).toContain(`import { Example } from '${path.join(fixtureBlogDir, 'example')}';`);
    expect(content).toContain(
      'The opening paragraph of the first release, with `code` and [a link](/data).\n\n<Example />',
    );
    expect(content).not.toContain('After the marker');
  });
});
