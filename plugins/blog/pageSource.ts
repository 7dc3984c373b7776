import type { BlogView } from '../../shared/blogData.ts';
import { type BlogRoute, postCard } from './routes.ts';
import type { Post } from './types.ts';

/** A generated file, by its name in the generated pages' folder. */
export interface GeneratedFile {
  name: string;
  content: string;
}

/** `/blog/tags/api/page/2` → `blog--tags--api--page--2.mdx`. */
export const pageFileName = (routePath: string): string => `${routePath.replace(/^\/+/, '').split('/').join('--')}.mdx`;

/** The module with a generated page's data, beside its page. */
const dataModuleName = (routePath: string): string => pageFileName(routePath).replace(/\.mdx$/, '.data.js');

/** A post's excerpt as its own MDX module, compiled once and imported by every list that shows it. */
export const excerptModuleName = (post: Pick<Post, 'slug'>): string => `excerpts/${post.slug}.mdx`;

/** The excerpt module of a post: the imports its components need, and the excerpt. */
export const excerptModule = (post: Post): GeneratedFile => ({
  name: excerptModuleName(post),
  content: [...post.imports, '', post.excerpt, ''].join('\n'),
});

/** What a generated page's view shows: each kind only its own data, a list its posts' cards. */
export function blogView(route: BlogRoute): BlogView {
  const { body } = route;
  switch (body.kind) {
    case 'posts':
      return { kind: 'posts', intro: body.intro, cards: body.posts.map(postCard), ...(body.nav && { nav: body.nav }) };
    case 'archive':
      return body;
    case 'cards':
      return body;
  }
}

/**
 * A generated page's data module: its view's data as a JavaScript object (read by the bundler's parser, not by every
 * Markdown parser of the build as MDX attributes would be) and the excerpt modules of its cards, in card order.
 */
export function dataModule(route: BlogRoute): GeneratedFile {
  const posts = route.body.kind === 'posts' ? route.body.posts : [];
  return {
    name: dataModuleName(route.routePath),
    content: [
      ...posts.map((post, index) => `import Excerpt${index} from './${excerptModuleName(post)}';`),
      '',
      `export default { view: ${JSON.stringify(blogView(route))}, excerpts: [${posts.map((_, index) => `Excerpt${index}`).join(', ')}] };`,
      '',
    ].join('\n'),
  };
}

/** The MDX of a generated page: front matter for the layout, and its view with the page's own data module. */
export function blogPageSource(route: BlogRoute): GeneratedFile {
  return {
    name: pageFileName(route.routePath),
    content: [
      '---',
      `title: ${JSON.stringify(route.title)}`,
      `description: ${JSON.stringify(route.description)}`,
      'sidebar: false',
      'outline: false',
      'footer: false',
      // A list of other pages: their own twins are what is worth copying.
      'copyMarkdown: false',
      '---',
      '',
      "import { BlogView } from '@theme/blog/views';",
      `import page from './${dataModuleName(route.routePath)}';`,
      '',
      '<BlogView {...page} />',
      '',
    ].join('\n'),
  };
}
