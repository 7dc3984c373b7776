import type { BlogViewProps } from '../../theme/blog/BlogView';
import { formatDate } from '../../theme/blog/formatDate';
import { pageCount, pageItems, pagePath, postsPerPage } from '../../theme/blog/pagination';
import type { BlogPost } from '../../theme/blog/types';
import { authorOf, authors } from '../../theme/data/authors';
import { feedPaths } from '../../theme/data/blogFeeds';
import { tagOf, tags } from '../../theme/data/tags';
import type { ComponentMarkdown } from '../markdownTwins/pageMarkdown';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const escapeMarkdown = (text: string) => text.replace(/([[\]*_`\\])/g, '\\$1');

/** The line under a post's title, and its tags: what `PostMeta` shows. */
export function postMetaMarkdown(post: BlogPost): string {
  const byline = post.authors
    .map((key) => `[${escapeMarkdown(authorOf(key)?.name ?? key)}](/blog/authors/${key})`)
    .join(', ');
  const tagList = post.tags
    .map((key) => `- [${escapeMarkdown(tagOf(key)?.label ?? key)}](/blog/tags/${key})`)
    .join('\n');
  return `${formatDate(post.date)} · ${post.readingMinutes} min read · ${byline}\n\n${tagList}\n`;
}

/** A post in a list: its title as a link, the meta line, its description and a link to read it. */
function postCardMarkdown(post: BlogPost): string {
  return [
    `## [${escapeMarkdown(post.title)}](${post.link})`,
    postMetaMarkdown(post),
    escapeMarkdown(post.description),
    `[Read more: ${escapeMarkdown(post.title)}](${post.link})`,
  ].join('\n\n');
}

/** Where a list continues: its base path, this page and how many posts it has in all. */
interface ListPages {
  base: string;
  page: number;
  total: number;
}

function postListMarkdown(items: BlogPost[], pages?: ListPages): string {
  if (items.length === 0) return 'No posts yet.';
  const last = pages ? pageCount(pages.total, postsPerPage) : 1;
  const nav =
    pages && last > 1
      ? [
          `Page ${pages.page} of ${last}`,
          ...(pages.page > 1 ? [`- [Newer posts](${pagePath(pages.base, pages.page - 1)})`] : []),
          ...(pages.page < last ? [`- [Older posts](${pagePath(pages.base, pages.page + 1)})`] : []),
        ].join('\n\n')
      : '';
  return [...items.map(postCardMarkdown), nav].filter(Boolean).join('\n\n');
}

/** The body of each generated blog page, as `BlogView` renders it. */
function blogViewMarkdown(props: BlogViewProps, posts: BlogPost[]): string {
  const withTag = (tag: string) => posts.filter((post) => post.tags.some((key) => key === tag));
  const byAuthor = (author: string) => posts.filter((post) => post.authors.some((key) => key === author));
  switch (props.view) {
    case 'list':
      return [
        `Release notes and articles from the team. Follow along with the [RSS](${feedPaths.rss}) or [Atom](${feedPaths.atom}) feed, or browse the [archive](/blog/archive), [tags](/blog/tags) and [authors](/blog/authors).`,
        postListMarkdown(pageItems(posts, props.page, postsPerPage), {
          base: '/blog',
          page: props.page,
          total: posts.length,
        }),
      ].join('\n\n');
    case 'archive':
      return [...new Set(posts.map((post) => post.date.slice(0, 4)))]
        .map((year) =>
          [
            `## ${year}`,
            posts
              .filter((post) => post.date.startsWith(year))
              .map((post) => `- ${formatDate(post.date)}: [${escapeMarkdown(post.title)}](${post.link})`)
              .join('\n'),
          ].join('\n\n'),
        )
        .join('\n\n');
    case 'tags':
      return Object.entries(tags)
        .map(
          ([key, tag]) =>
            `- [${escapeMarkdown(tag.label)}](/blog/tags/${key}) (${count(withTag(key).length, 'post')}): ${tag.description}`,
        )
        .join('\n');
    case 'tag': {
      const items = withTag(props.tag);
      return [
        `${tagOf(props.tag)?.description ?? ''} [All tags](/blog/tags)`,
        postListMarkdown(pageItems(items, props.page, postsPerPage), {
          base: `/blog/tags/${props.tag}`,
          page: props.page,
          total: items.length,
        }),
      ].join('\n\n');
    }
    case 'authors':
      return Object.entries(authors)
        .map(
          ([key, author]) =>
            `- [${escapeMarkdown(author.name)}](/blog/authors/${key}) (${count(byAuthor(key).length, 'post')}): ${author.title}`,
        )
        .join('\n');
    case 'author': {
      const profile = authorOf(props.author);
      const intro = profile
        ? [profile.title, ...(profile.url ? [`[${new URL(profile.url).host}](${profile.url})`] : [])]
        : [];
      return [...intro, postListMarkdown(byAuthor(props.author))].join('\n\n');
    }
  }
}

/**
 * Markdown for the blog's components in the pages' `.md` twins: a post's header and its newer/older links, and the
 * generated list, archive, tag and author pages, from the same post list the pages show.
 */
export function blogMarkdownComponents(posts: () => BlogPost[]): Record<string, ComponentMarkdown> {
  const postHeader: ComponentMarkdown = ({ props }) => {
    const post = posts().find((candidate) => candidate.slug === props.slug);
    return post ? postMetaMarkdown(post) : '';
  };
  const postFooter: ComponentMarkdown = ({ props }) => {
    const all = posts();
    const index = all.findIndex((post) => post.slug === props.slug);
    const newer = all[index - 1];
    const older = all[index + 1];
    return [
      ...(newer ? [`- Newer post: [${escapeMarkdown(newer.title)}](${newer.link})`] : []),
      ...(older ? [`- Older post: [${escapeMarkdown(older.title)}](${older.link})`] : []),
    ].join('\n');
  };
  const blogView: ComponentMarkdown = ({ props }) => blogViewMarkdown(props as unknown as BlogViewProps, posts());
  return { PostHeader: postHeader, PostFooter: postFooter, BlogView: blogView };
}
