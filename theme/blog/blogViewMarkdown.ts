import type { RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type {
  ArchiveYear,
  BlogView,
  IndexCard,
  PageNav,
  PostCardData,
  PostMetaData,
  PostPageData,
  PostsIntro,
} from '../../shared/blogData.ts';
import { blogPaths, pagePath } from '../../shared/blogUrls.ts';
import { formatDate } from '../../shared/formatDate.ts';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const escapeMarkdown = (text: string) => text.replace(/([[\]*_`\\])/g, '\\$1');
const markdownParser = unified().use(remarkParse).use(remarkGfm);
const parsedBlocks = new Map<string, RootContent[]>();
/** Markdown text as blocks; a card's text is on several lists, so each text is parsed once and copied. */
function blocks(markdown: string): RootContent[] {
  let parsed = parsedBlocks.get(markdown);
  if (!parsed) {
    parsed = markdownParser.parse(markdown).children;
    parsedBlocks.set(markdown, parsed);
  }
  return structuredClone(parsed);
}

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

const cardMarkdown = (card: PostCardData, excerpt: RootContent[]): RootContent[] => [
  ...blocks(`## [${escapeMarkdown(card.title)}](${card.link})\n\n${postMetaMarkdown(card.meta)}`),
  ...excerpt,
  ...blocks(`[Read more: ${escapeMarkdown(card.title)}](${card.link})`),
];

/**
 * A generated page's `.md` twin body, from the same data its view renders: each card keeps its excerpt (the
 * excerpt module's Markdown tree, `excerpts[i]` for `cards[i]`) between the title and the "Read more" link.
 */
export function blogViewMarkdown(view: BlogView, excerpts: RootContent[][]): RootContent[] {
  switch (view.kind) {
    case 'posts':
      return [
        ...blocks(introMarkdown(view.intro)),
        ...(view.cards.length === 0
          ? blocks('No posts yet.')
          : view.cards.flatMap((card, index) => cardMarkdown(card, excerpts[index] ?? []))),
        ...(view.nav && view.nav.pages > 1 ? blocks(paginationMarkdown(view.nav)) : []),
      ];
    case 'archive':
      return blocks(archiveMarkdown(view.years));
    case 'cards':
      return blocks(cardsMarkdown(view.cards));
  }
}
