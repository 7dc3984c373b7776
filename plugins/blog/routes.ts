import { authors } from '../../shared/authors.ts';
import type {
  ArchiveYear,
  IndexCard,
  PageNav,
  PostCardData,
  PostMetaData,
  PostPageData,
  PostsIntro,
} from '../../shared/blogData.ts';
import { blogPaths, postsPerPage } from '../../shared/blogUrls.ts';
import { site } from '../../shared/site.ts';
import { tags } from '../../shared/tags.ts';
import type { Post } from './types.ts';

/** What a generated page shows under its title; each kind carries only its own data. */
export type BlogPageBody =
  | { kind: 'posts'; intro: PostsIntro; posts: Post[]; nav?: PageNav }
  | { kind: 'archive'; years: ArchiveYear[] }
  | { kind: 'cards'; of: 'tags' | 'authors'; cards: IndexCard[] };

/** A page the blog adds that has no Markdown file of its own. */
export interface BlogRoute {
  routePath: string;
  title: string;
  description: string;
  body: BlogPageBody;
}

const pageSuffix = (page: number) => (page === 1 ? '' : `, page ${page}`);

/** Splits `posts` into list pages of `postsPerPage`; an empty list still has its first page. */
function paginate(posts: Post[], pathOf: (page: number) => string): { posts: Post[]; nav: PageNav; path: string }[] {
  const pages = Math.max(1, Math.ceil(posts.length / postsPerPage));
  return Array.from({ length: pages }, (_, index) => ({
    posts: posts.slice(index * postsPerPage, (index + 1) * postsPerPage),
    nav: { base: pathOf(1), page: index + 1, pages },
    path: pathOf(index + 1),
  }));
}

const withTag = (posts: Post[], tag: string) => posts.filter((post) => post.tags.some((key) => key === tag));
const byAuthor = (posts: Post[], author: string) => posts.filter((post) => post.authors.some((key) => key === author));

function archiveYears(posts: Post[]): ArchiveYear[] {
  const years = [...new Set(posts.map((post) => post.date.slice(0, 4)))];
  return years.map((year) => ({
    year,
    posts: posts
      .filter((post) => post.date.startsWith(year))
      .map((post) => ({ title: post.title, link: post.link, date: post.date })),
  }));
}

/** Every list, archive, tag and author page for `posts` (newest first), each with the posts it shows. */
export function blogRoutes(posts: Post[]): BlogRoute[] {
  const routes: BlogRoute[] = paginate(posts, blogPaths.list).map((page) => ({
    routePath: page.path,
    title: `Blog${pageSuffix(page.nav.page)}`,
    description: 'Release notes and articles from the Vihje team, newest first.',
    body: { kind: 'posts', intro: { of: 'blog' }, posts: page.posts, nav: page.nav },
  }));
  routes.push({
    routePath: blogPaths.archive,
    title: 'Blog archive',
    description: 'Every post of the Vihje blog by year.',
    body: { kind: 'archive', years: archiveYears(posts) },
  });
  // Tags and authors with no published post have no page and no card.
  const usedTags = Object.entries(tags).filter(([key]) => withTag(posts, key).length > 0);
  const activeAuthors = Object.entries(authors).filter(([key]) => byAuthor(posts, key).length > 0);
  routes.push({
    routePath: blogPaths.tags,
    title: 'Blog tags',
    description: 'The topics of the Vihje blog with their post counts.',
    body: {
      kind: 'cards',
      of: 'tags',
      cards: usedTags.map(([key, tag]) => ({
        label: tag.label,
        link: blogPaths.tag(key),
        description: tag.description,
        postCount: withTag(posts, key).length,
      })),
    },
  });
  for (const [key, { label, description }] of usedTags) {
    for (const page of paginate(withTag(posts, key), (n) => blogPaths.tag(key, n))) {
      routes.push({
        routePath: page.path,
        title: `Posts tagged “${label}”${pageSuffix(page.nav.page)}`,
        description,
        body: { kind: 'posts', intro: { of: 'tag', description }, posts: page.posts, nav: page.nav },
      });
    }
  }
  routes.push({
    routePath: blogPaths.authors,
    title: 'Blog authors',
    description: 'Who writes the Vihje blog.',
    body: {
      kind: 'cards',
      of: 'authors',
      cards: activeAuthors.map(([key, author]) => ({
        label: author.name,
        link: blogPaths.author(key),
        description: author.title,
        postCount: byAuthor(posts, key).length,
        avatar: author.avatar,
      })),
    },
  });
  for (const [key, author] of activeAuthors) {
    for (const page of paginate(byAuthor(posts, key), (n) => blogPaths.author(key, n))) {
      routes.push({
        routePath: page.path,
        title: `Posts by ${author.name}${pageSuffix(page.nav.page)}`,
        description: author.title,
        body: {
          kind: 'posts',
          intro: { of: 'author', title: author.title, avatar: author.avatar, url: author.url },
          posts: page.posts,
          nav: page.nav,
        },
      });
    }
  }
  return routes;
}

/** The line under a post's title, names resolved. */
export function postMeta(post: Post): PostMetaData {
  return {
    date: post.date,
    readingMinutes: post.readingMinutes,
    authors: post.authors.map((key) => ({
      name: authors[key].name,
      link: blogPaths.author(key),
      avatar: authors[key].avatar,
    })),
    tags: post.tags.map((key) => ({ label: tags[key].label, link: blogPaths.tag(key) })),
  };
}

export const postCard = (post: Post): PostCardData => ({ title: post.title, link: post.link, meta: postMeta(post) });

const absolute = (pathname: string) => new URL(pathname, site.url).toString();

/** schema.org `BlogPosting` of a post. */
function blogPostingJsonLd(post: Post): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    url: absolute(post.link),
    mainEntityOfPage: absolute(post.link),
    image: absolute(site.socialImage),
    inLanguage: site.lang,
    keywords: post.tags.join(', '),
    author: post.authors.map((key) => ({ '@type': 'Organization', name: authors[key].name, url: authors[key].url })),
    publisher: { '@type': 'Organization', name: site.productName, url: site.url },
  };
}

/** Each post page's header, newer/older links and structured data, by the post's file. */
export function postPages(posts: Post[]): Map<string, PostPageData> {
  const link = (post: Post | undefined) => post && { title: post.title, link: post.link };
  return new Map(
    posts.map((post, index) => [
      post.file,
      {
        meta: postMeta(post),
        ...(index > 0 ? { newer: link(posts[index - 1]) } : {}),
        ...(index < posts.length - 1 ? { older: link(posts[index + 1]) } : {}),
        jsonLd: blogPostingJsonLd(post),
      },
    ]),
  );
}
