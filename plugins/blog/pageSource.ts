import { type BlogRoute, postCard } from './routes';
import type { Post } from './types';

const jsx = (name: string, props: Record<string, unknown>) =>
  `<${name} ${Object.entries(props)
    .filter(([, value]) => value !== undefined)
    .map(([prop, value]) => `${prop}={${JSON.stringify(value)}}`)
    .join(' ')} />`;

/** A post's card with its excerpt as children: MDX, compiled by the site's pipeline like the post itself. */
const cardSource = (post: Post) =>
  `<PostCard post={${JSON.stringify(postCard(post))}}>\n\n${post.excerpt}\n\n</PostCard>`;

/** The imports the shown excerpts need, each once. */
const excerptImports = (posts: Post[]) => [...new Set(posts.flatMap((post) => post.imports))];

function bodySource(route: BlogRoute): { imports: string[]; body: string[] } {
  const { body } = route;
  switch (body.kind) {
    case 'posts':
      return {
        imports: excerptImports(body.posts),
        body: [
          jsx('PostsIntro', { intro: body.intro }),
          body.posts.length === 0
            ? '<NoPosts />'
            : ['<PostList>', ...body.posts.map(cardSource), '</PostList>'].join('\n\n'),
          ...(body.nav && body.nav.pages > 1 ? [jsx('Pagination', { nav: body.nav })] : []),
        ],
      };
    case 'archive':
      return { imports: [], body: [jsx('Archive', { years: body.years })] };
    case 'cards':
      return { imports: [], body: [jsx('IndexCards', { of: body.of, cards: body.cards })] };
  }
}

/**
 * The MDX of a generated page: front matter for the layout, and the page's own data as the props of the blog's
 * views. Nothing else: a page carries only what it shows.
 */
export function blogPageSource(route: BlogRoute): string {
  const { imports, body } = bodySource(route);
  return [
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
    "import { Archive, IndexCards, NoPosts, Pagination, PostCard, PostList, PostsIntro } from '@theme/blog/views';",
    ...imports,
    '',
    ...body.flatMap((part) => [part, '']),
  ].join('\n');
}
