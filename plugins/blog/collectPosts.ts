import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import readingTime from 'reading-time';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { parse as parseYaml } from 'yaml';
import type { BlogPost } from '../../theme/blog/types';
import { type AuthorKey, authors } from '../../theme/data/authors';
import { type TagKey, tags } from '../../theme/data/tags';

/** Where a post's list excerpt ends. */
export const truncateMarker = /^\{\/\*\s*truncate\s*\*\/\}\s*$/m;

const postExtensions = new Set(['.md', '.mdx']);
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A post file that does not meet the rules; all of them are reported together. */
export class BlogValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`The blog has ${problems.length} problem(s):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'BlogValidationError';
  }
}

const isTag = (key: string): key is TagKey => Object.hasOwn(tags, key);
const isAuthor = (key: string): key is AuthorKey => Object.hasOwn(authors, key);

/** YAML 1.2 core schema: dates stay strings, so `2025-02-30` is caught rather than rolled over to 2 March. */
const frontMatterOptions = { engines: { yaml: (text: string) => parseYaml(text) ?? {} } };

/** `YYYY-MM-DD` from front matter, or null when it is not a real calendar date. */
function parseDate(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

function stringList(value: unknown): string[] | null {
  if (value === undefined) return [];
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
}

/** Markdown of the excerpt → HTML; MDX imports and comments are dropped. */
function renderExcerpt(markdown: string): string {
  const text = markdown
    .replace(/^import\s.+$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .trim();
  return String(unified().use(remarkParse).use(remarkRehype).use(rehypeStringify).processSync(text));
}

/** The excerpt: everything before the truncate marker, else the first paragraph. */
function excerptOf(content: string): string {
  const marker = truncateMarker.exec(content);
  if (marker) return content.slice(0, marker.index);
  const body = content.replace(/^import\s.+$/gm, '').trim();
  return body.split(/\n\s*\n/)[0] ?? '';
}

/** Parses and validates one post; problems are pushed as `file: reason`. */
export function parsePost(file: string, source: string, problems: string[]): BlogPost | null {
  const where = path.relative(process.cwd(), file);
  const before = problems.length;
  const report = (reason: string) => problems.push(`${where}: ${reason}`);
  const { data, content } = matter(source, frontMatterOptions);
  const slug = path.basename(file, path.extname(file));
  if (!slugPattern.test(slug)) report(`the file name "${slug}" is not a URL slug (lowercase letters, digits, hyphens)`);

  const title = typeof data.title === 'string' ? data.title.trim() : '';
  if (title === '') report('missing title (front matter "title")');
  const description = typeof data.description === 'string' ? data.description.trim() : '';
  if (description === '') report('missing description (front matter "description", one sentence for lists and feeds)');
  const date = parseDate(data.date);
  if (data.date === undefined) report('missing date (front matter "date: YYYY-MM-DD")');
  else if (date === null) report(`invalid date ${JSON.stringify(data.date)} (expected YYYY-MM-DD)`);

  const authorKeys = stringList(data.authors);
  if (authorKeys === null || authorKeys.length === 0) report('missing authors (front matter "authors: [key, …]")');
  for (const key of authorKeys ?? []) {
    if (!isAuthor(key)) report(`unknown author "${key}" (known: ${Object.keys(authors).join(', ')})`);
  }
  const tagKeys = stringList(data.tags);
  if (tagKeys === null) report('"tags" must be a list of tag keys');
  for (const key of tagKeys ?? []) {
    if (!isTag(key)) report(`unknown tag "${key}" (known: ${Object.keys(tags).join(', ')})`);
  }
  if (data.draft !== undefined && typeof data.draft !== 'boolean') report('"draft" must be true or false');
  if (problems.length > before) return null;

  return {
    slug,
    fileName: path.basename(file),
    link: `/blog/${slug}`,
    title,
    description,
    date: date as string,
    authors: (authorKeys ?? []).filter(isAuthor),
    tags: (tagKeys ?? []).filter(isTag),
    readingMinutes: Math.max(1, Math.round(readingTime(content).minutes)),
    excerptHtml: renderExcerpt(excerptOf(content)),
    draft: data.draft === true,
  };
}

/** Newest first; posts of the same day by title, so the order never depends on the file system. */
export function sortPosts(posts: BlogPost[]): BlogPost[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** The post files of `blogDir` (its top level; `index` files are not posts). */
export function postFiles(blogDir: string): string[] {
  return readdirSync(blogDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && postExtensions.has(path.extname(entry.name)))
    .filter((entry) => path.basename(entry.name, path.extname(entry.name)) !== 'index')
    .map((entry) => path.join(blogDir, entry.name))
    .sort();
}

/**
 * Reads every post of `blogDir`, validates it and returns them newest first. Drafts are kept only when
 * `includeDrafts` (dev). Any problem in any post throws one error listing every `file: reason`.
 */
export function collectPosts(blogDir: string, { includeDrafts }: { includeDrafts: boolean }): BlogPost[] {
  const problems: string[] = [];
  const posts: BlogPost[] = [];
  const seen = new Map<string, string>();
  for (const file of postFiles(blogDir)) {
    const post = parsePost(file, readFileSync(file, 'utf8'), problems);
    if (!post) continue;
    const other = seen.get(post.slug);
    if (other) {
      problems.push(`${path.relative(process.cwd(), file)}: the slug "${post.slug}" is already used by ${other}`);
      continue;
    }
    seen.set(post.slug, path.relative(process.cwd(), file));
    if (includeDrafts || !post.draft) posts.push(post);
  }
  if (problems.length > 0) throw new BlogValidationError(problems);
  return sortPosts(posts);
}
