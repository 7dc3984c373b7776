import type { ReactNode } from 'react';
import { Link } from '../components/Link';
import { authors } from '../data/authors';
import { tags } from '../data/tags';
import styles from './blog.module.css';
import { authorOf, posts, postsByAuthor, postsPerPage, postsWithTag, tagOf } from './data';
import { formatDate } from './formatDate';
import { Pagination } from './Pagination';
import { PostCard } from './PostCard';
import { pageCount, pageItems } from './pagination';
import type { BlogPost } from './types';

function PostList({ items }: { items: BlogPost[] }): ReactNode {
  if (items.length === 0) return <p className={styles.empty}>No posts yet.</p>;
  return (
    <div className={`vh-blog-list ${styles.list}`}>
      {items.map((post) => (
        <PostCard key={post.slug} post={post} />
      ))}
    </div>
  );
}

function ListView({ page }: { page: number }): ReactNode {
  return (
    <>
      <p className={styles.lead}>
        Release notes and articles from the team. Follow along with the <a href="/blog/rss.xml">RSS</a> or{' '}
        <a href="/blog/atom.xml">Atom</a> feed, or browse the <Link href="/blog/archive">archive</Link>,{' '}
        <Link href="/blog/tags">tags</Link> and <Link href="/blog/authors">authors</Link>.
      </p>
      <PostList items={pageItems(posts, page, postsPerPage)} />
      <Pagination base="/blog" page={page} pages={pageCount(posts.length, postsPerPage)} />
    </>
  );
}

function ArchiveView(): ReactNode {
  const years = [...new Set(posts.map((post) => post.date.slice(0, 4)))];
  return (
    <div className="vh-blog-archive">
      {years.map((year) => (
        <section key={year} aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`}>{year}</h2>
          <ul className={styles.archiveList}>
            {posts
              .filter((post) => post.date.startsWith(year))
              .map((post) => (
                <li key={post.slug}>
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

function TagsView(): ReactNode {
  return (
    <ul className={`vh-blog-tags ${styles.cards}`}>
      {Object.entries(tags).map(([key, tag]) => {
        const count = postsWithTag(key).length;
        return (
          <li key={key} className={styles.tagCard}>
            <Link href={`/blog/tags/${key}`} className={styles.tagCardLink}>
              {tag.label}
            </Link>
            <span className={`vh-blog-tags__count ${styles.count}`}>
              {count} {count === 1 ? 'post' : 'posts'}
            </span>
            <p>{tag.description}</p>
          </li>
        );
      })}
    </ul>
  );
}

function TagView({ tag, page }: { tag: string; page: number }): ReactNode {
  const items = postsWithTag(tag);
  return (
    <>
      <p className={styles.lead}>
        {tagOf(tag)?.description} <Link href="/blog/tags">All tags</Link>
      </p>
      <PostList items={pageItems(items, page, postsPerPage)} />
      <Pagination base={`/blog/tags/${tag}`} page={page} pages={pageCount(items.length, postsPerPage)} />
    </>
  );
}

function AuthorsView(): ReactNode {
  return (
    <ul className={`vh-blog-authors ${styles.cards}`}>
      {Object.entries(authors).map(([key, author]) => {
        const count = postsByAuthor(key).length;
        return (
          <li key={key} className={styles.authorCard}>
            <img className={styles.authorAvatar} src={author.avatar} alt="" width={56} height={56} />
            <div>
              <Link href={`/blog/authors/${key}`} className={styles.tagCardLink}>
                {author.name}
              </Link>
              <p>{author.title}</p>
              <span className={`vh-blog-authors__count ${styles.count}`}>
                {count} {count === 1 ? 'post' : 'posts'}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function AuthorView({ author }: { author: string }): ReactNode {
  const profile = authorOf(author);
  return (
    <>
      <div className={styles.authorCard}>
        <img className={styles.authorAvatar} src={profile?.avatar} alt="" width={56} height={56} />
        <div>
          <p>{profile?.title}</p>
          {profile?.url && <a href={profile.url}>{new URL(profile.url).host}</a>}
        </div>
      </div>
      <PostList items={postsByAuthor(author)} />
    </>
  );
}

/** Props of the generated blog pages (see plugins/blog/routes.ts). */
export type BlogViewProps =
  | { view: 'list'; page: number }
  | { view: 'archive' }
  | { view: 'tags' }
  | { view: 'tag'; tag: string; page: number }
  | { view: 'authors' }
  | { view: 'author'; author: string };

/** The body of a generated blog page; the page's title comes from its front matter. */
export function BlogView(props: BlogViewProps): ReactNode {
  switch (props.view) {
    case 'list':
      return <ListView page={props.page} />;
    case 'archive':
      return <ArchiveView />;
    case 'tags':
      return <TagsView />;
    case 'tag':
      return <TagView tag={props.tag} page={props.page} />;
    case 'authors':
      return <AuthorsView />;
    case 'author':
      return <AuthorView author={props.author} />;
  }
}
