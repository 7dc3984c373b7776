import { withBase } from '@rspress/core/runtime';
import type { ComponentType, ReactNode } from 'react';
import type {
  ArchiveYear,
  BlogView as BlogViewData,
  IndexCard,
  PostsIntro as PostsIntroData,
} from '../../shared/blogData';
import { blogPaths } from '../../shared/blogUrls';
import { formatDate } from '../../shared/formatDate';
import { Link } from '../components/Link';
import styles from './blog.module.css';
import { Pagination } from './Pagination';
import { PostCard } from './PostCard';

/** What a list of posts is: the blog's own, a tag's or an author's. */
export function PostsIntro({ intro }: { intro: PostsIntroData }): ReactNode {
  switch (intro.of) {
    case 'blog':
      return (
        <p className={`vh-blog-page ${styles.lead}`}>
          Release notes and articles from the team. Follow along with the{' '}
          <a href={withBase(blogPaths.feeds.rss)}>RSS</a> or <a href={withBase(blogPaths.feeds.atom)}>Atom</a> feed, or
          browse the <Link href={blogPaths.archive}>archive</Link>, <Link href={blogPaths.tags}>tags</Link> and{' '}
          <Link href={blogPaths.authors}>authors</Link>.
        </p>
      );
    case 'tag':
      return (
        <p className={`vh-blog-page ${styles.lead}`}>
          {intro.description} <Link href={blogPaths.tags}>All tags</Link>
        </p>
      );
    case 'author':
      return (
        <div className={`vh-blog-page ${styles.authorCard}`}>
          <img className={styles.authorAvatar} src={withBase(intro.avatar)} alt="" width={56} height={56} />
          <div>
            <p>{intro.title}</p>
            {intro.url && <a href={intro.url}>{new URL(intro.url).host}</a>}
          </div>
        </div>
      );
  }
}

/** The cards of a list page, in the order the build gave them. */
export function PostList({ children }: { children?: ReactNode }): ReactNode {
  return <div className={`vh-blog-list ${styles.list}`}>{children}</div>;
}

export function NoPosts(): ReactNode {
  return <p className={styles.empty}>No posts yet.</p>;
}

/** Every post by year, newest first. */
export function Archive({ years }: { years: ArchiveYear[] }): ReactNode {
  return (
    <div className="vh-blog-page vh-blog-archive">
      {years.map(({ year, posts }) => (
        <section key={year} aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`}>{year}</h2>
          <ul className={styles.archiveList}>
            {posts.map((post) => (
              <li key={post.link}>
                <time dateTime={post.date} className={styles.archiveDate}>
                  {formatDate(post.date)}
                </time>
                <Link href={post.link}>{post.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const postCount = (count: number) => `${count} ${count === 1 ? 'post' : 'posts'}`;

/** The cards of `/blog/tags` or `/blog/authors`: a link, a description and a post count each. */
export function IndexCards({ of, cards }: { of: 'tags' | 'authors'; cards: IndexCard[] }): ReactNode {
  return (
    <ul className={`vh-blog-page vh-blog-${of} rp-not-doc ${styles.cards}`}>
      {cards.map((card) => (
        <li key={card.link} className={card.avatar ? styles.authorCard : styles.tagCard}>
          {card.avatar && (
            <img className={styles.authorAvatar} src={withBase(card.avatar)} alt="" width={56} height={56} />
          )}
          <div className={styles.cardBody}>
            <Link href={card.link} className={styles.tagCardLink}>
              {card.label}
            </Link>
            <span className={`vh-blog-${of}__count ${styles.count}`}>{postCount(card.postCount)}</span>
            <p>{card.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * What a page the blog generates shows under its title, from the page's data module (plugins/blog/pageSource.ts):
 * a list of post cards with their excerpts (compiled modules, `excerpts[i]` for `cards[i]`), the archive, or the
 * tag or author cards.
 */
export function BlogView({ view, excerpts = [] }: { view: BlogViewData; excerpts?: ComponentType[] }): ReactNode {
  switch (view.kind) {
    case 'posts':
      return (
        <>
          <PostsIntro intro={view.intro} />
          {view.cards.length === 0 ? (
            <NoPosts />
          ) : (
            <PostList>
              {view.cards.map((card, index) => {
                const Excerpt = excerpts[index];
                return (
                  <PostCard key={card.link} post={card}>
                    {Excerpt && <Excerpt />}
                  </PostCard>
                );
              })}
            </PostList>
          )}
          {view.nav && <Pagination nav={view.nav} />}
        </>
      );
    case 'archive':
      return <Archive years={view.years} />;
    case 'cards':
      return <IndexCards of={view.of} cards={view.cards} />;
  }
}
