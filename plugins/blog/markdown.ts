import type { RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { ArchiveYear, IndexCard, PageNav, PostCardData, PostMetaData, PostPageData } from '../../shared/blogData';
import { blogPaths, pagePath } from '../../shared/blogUrls';
import { formatDate } from '../../shared/formatDate';
import type { ComponentMarkdown } from '../markdownTwins/pageMarkdown';
import type { PostsIntro } from './routes';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const escapeMarkdown = (text: string) => text.replace(/([[\]*_`\\])/g, '\\$1');
const markdownParser = unified().use(remarkParse).use(remarkGfm);
const blocks = (markdown: string): RootContent[] => markdownParser.parse(markdown).children;

/** The line under a post's title, and its tags: what `PostMeta` shows. */
export function postMetaMarkdown(meta: PostMetaData): string {
  const byline = meta.authors.map((author) => `[${escapeMarkdown(author.name)}](${author.link})`).join(', ');
  const tagList = meta.tags.map((tag) => `- [${escapeMarkdown(tag.label)}](${tag.link})`).join('\n');
  return `${formatDate(meta.date)} · ${meta.readingMinutes} min read · ${byline}\n\n${tagList}\n`;
}

/** After a post: its newer and older neighbours. */
export function postNavMarkdown(page: PostPageData): string {
  return [
    ...(page.newer ? [`- Newer post: [${escapeMarkdown(page.newer.title)}](${page.newer.link})`] : []),
    ...(page.older ? [`- Older post: [${escapeMarkdown(page.older.title)}](${page.older.link})`] : []),
  ].join('\n');
}

function introMarkdown(intro: PostsIntro): string {
  switch (intro.of) {
    case 'blog': {
      const { feeds } = blogPaths;
      return `Release notes and articles from the team. Follow along with the [RSS](${feeds.rss}) or [Atom](${feeds.atom}) feed, or browse the [archive](${blogPaths.archive}), [tags](${blogPaths.tags}) and [authors](${blogPaths.authors}).`;
    }
    case 'tag':
      return `${intro.description} [All tags](${blogPaths.tags})`;
    case 'author':
      return [intro.title, ...(intro.url ? [`[${new URL(intro.url).host}](${intro.url})`] : [])].join('\n\n');
  }
}

function paginationMarkdown(nav: PageNav): string {
  return [
    `Page ${nav.page} of ${nav.pages}`,
    ...(nav.page > 1 ? [`- [Newer posts](${pagePath(nav.base, nav.page - 1)})`] : []),
    ...(nav.page < nav.pages ? [`- [Older posts](${pagePath(nav.base, nav.page + 1)})`] : []),
  ].join('\n\n');
}

function archiveMarkdown(years: ArchiveYear[]): string {
  return years
    .map(({ year, posts }) =>
      [
        `## ${year}`,
        posts.map((post) => `- ${formatDate(post.date)}: [${escapeMarkdown(post.title)}](${post.link})`).join('\n'),
      ].join('\n\n'),
    )
    .join('\n\n');
}

const cardsMarkdown = (cards: IndexCard[]) =>
  cards
    .map(
      (card) =>
        `- [${escapeMarkdown(card.label)}](${card.link}) (${count(card.postCount, 'post')}): ${card.description}`,
    )
    .join('\n');

/**
 * Markdown for the blog's views in the generated pages' `.md` twins, from the same props the pages render. A card
 * keeps its excerpt (its children, already Markdown) between the title and the "Read more" link.
 */
export const blogMarkdownComponents: Record<string, ComponentMarkdown> = {
  PostsIntro: ({ props }) => introMarkdown(props.intro as PostsIntro),
  PostList: ({ children }) => children,
  NoPosts: () => 'No posts yet.',
  PostCard: ({ props, children }) => {
    const post = props.post as PostCardData;
    return [
      ...blocks(`## [${escapeMarkdown(post.title)}](${post.link})\n\n${postMetaMarkdown(post.meta)}`),
      ...children,
      ...blocks(`[Read more: ${escapeMarkdown(post.title)}](${post.link})`),
    ];
  },
  Pagination: ({ props }) => paginationMarkdown(props.nav as PageNav),
  Archive: ({ props }) => archiveMarkdown(props.years as ArchiveYear[]),
  IndexCards: ({ props }) => cardsMarkdown(props.cards as IndexCard[]),
};
