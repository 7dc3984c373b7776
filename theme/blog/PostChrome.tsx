import { useHead } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import { canonicalUrl } from '../components/SocialMeta';
import { site } from '../data/site';
import styles from './blog.module.css';
import { authorOf, neighbours, postBySlug } from './data';
import { PostMeta } from './PostMeta';
import type { BlogPost } from './types';

/** schema.org `BlogPosting` for search engines. */
export function blogPostingJsonLd(post: BlogPost): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    url: canonicalUrl(post.link),
    mainEntityOfPage: canonicalUrl(post.link),
    image: new URL(site.socialImage, site.url).toString(),
    inLanguage: site.lang,
    keywords: post.tags.join(', '),
    author: post.authors.map((key) => ({
      '@type': 'Organization',
      name: authorOf(key)?.name,
      url: authorOf(key)?.url,
    })),
    publisher: { '@type': 'Organization', name: site.productName, url: site.url },
  };
}

function PostJsonLd({ post }: { post: BlogPost }): null {
  useHead({
    meta: [{ property: 'og:type', content: 'article' }],
    script: [{ type: 'application/ld+json', innerHTML: JSON.stringify(blogPostingJsonLd(post)) }],
  });
  return null;
}

/** Under a post's title: date, authors, reading time, tags; and the post's structured data. Injected by plugins/blog. */
export function PostHeader({ slug }: { slug: string }): ReactNode {
  const post = postBySlug(slug);
  if (!post) return null;
  return (
    <header className={`vh-blog-post-header ${styles.postHeader}`}>
      <PostJsonLd post={post} />
      <PostMeta post={post} />
    </header>
  );
}

/** After a post: links to the newer and the older post. Injected by plugins/blog. */
export function PostFooter({ slug }: { slug: string }): ReactNode {
  const { newer, older } = neighbours(slug);
  if (!newer && !older) return null;
  return (
    <nav className={`vh-blog-post-nav ${styles.postNav}`} aria-label="More posts">
      {newer ? (
        <Link href={newer.link} rel="prev" className={styles.postNavLink}>
          <span className={styles.postNavLabel}>Newer post</span>
          {newer.title}
        </Link>
      ) : (
        <span />
      )}
      {older ? (
        <Link href={older.link} rel="next" className={`${styles.postNavLink} ${styles.postNavOlder}`}>
          <span className={styles.postNavLabel}>Older post</span>
          {older.title}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
