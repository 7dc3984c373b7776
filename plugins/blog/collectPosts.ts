import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { blogPaths } from '../../shared/blogUrls.ts';
import { parseFrontMatter } from '../parseFrontMatter.ts';
import { postFrontMatter } from './frontMatter.ts';
import type { PostCache } from './postCache.ts';
import { readingMinutes } from './readingMinutes.ts';
import type { Post } from './types.ts';

/** Where a post's list excerpt ends. */
export const truncateMarker = /^\{\/\*\s*truncate\s*\*\/\}\s*$/m;

const postExtensions = new Set(['.md', '.mdx']);
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The post's leading ESM imports (MDX puts them at the top; a line in a code block further down is not one). */
function leadingImports(content: string): { imports: string[]; body: string } {
  const lines = content.split('\n');
  let end = 0;
  while (end < lines.length && (/^\s*$/.test(lines[end] ?? '') || /^import\s/.test(lines[end] ?? ''))) end += 1;
  return {
    imports: lines.slice(0, end).filter((line) => line.startsWith('import')),
    body: lines.slice(end).join('\n'),
  };
}

/** A post file that does not meet the rules; all of them are reported together. */
export class BlogValidationError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`The blog has ${problems.length} problem(s):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'BlogValidationError';
    this.problems = problems;
  }
}

/** YAML 1.2 core schema: dates stay strings, so `2025-02-30` is caught rather than rolled over to 2 March. */
const frontMatterOptions = { engines: { yaml: (text: string) => parseYaml(text) ?? {} } };

/** The excerpt: everything before the truncate marker, else the first paragraph; imports left out. */
function excerptOf(body: string): string {
  const marker = truncateMarker.exec(body);
  if (marker) return body.slice(0, marker.index).trim();
  return body.trim().split(/\n\s*\n/)[0] ?? '';
}

/** Imports, relative specifiers resolved against the post's folder so the import works from any page. */
function absoluteImports(file: string, imports: string[]): string[] {
  return imports.map((line) =>
    line.replace(/(['"])(\.\.?\/[^'"]+)\1/, (_, quote: string, specifier: string) =>
      JSON.stringify(path.resolve(path.dirname(file), specifier)).replace(/"/g, quote),
    ),
  );
}

/** Parses and validates one post; problems are pushed as `file: reason`. */
export function parsePost(file: string, source: string, problems: string[]): Post | null {
  const where = path.relative(process.cwd(), file);
  const before = problems.length;
  const { data, content } = parseFrontMatter(source, frontMatterOptions);
  const slug = path.basename(file, path.extname(file));
  if (!slugPattern.test(slug)) {
    problems.push(`${where}: the file name "${slug}" is not a URL slug (lowercase letters, digits, hyphens)`);
  }
  const parsed = postFrontMatter.safeParse(data);
  if (!parsed.success) for (const issue of parsed.error.issues) problems.push(`${where}: ${issue.message}`);
  if (!parsed.success || problems.length > before) return null;

  const { imports, body } = leadingImports(content);
  const excerpt = excerptOf(body);
  // A copy: a part of a string can keep the whole string in memory (V8's sliced strings), here the post's source,
  // which the blog's data would hold for as long as the build.
  return structuredClone({
    ...parsed.data,
    slug,
    file,
    link: blogPaths.post(slug),
    readingMinutes: readingMinutes(content),
    excerpt,
    // Only an excerpt that renders a component needs the post's imports.
    imports: /<[A-Z]/.test(excerpt) ? absoluteImports(file, imports) : [],
  });
}

/** Newest first; posts of the same day by title, so the order never depends on the file system. */
export function sortPosts(posts: Post[]): Post[] {
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
 * `includeDrafts` (dev). Any problem in any post throws one error listing every `file: reason`. With a `cache`, a
 * post whose file is unchanged since it was last read comes from the cache.
 */
export function collectPosts(
  blogDir: string,
  { includeDrafts, cache }: { includeDrafts: boolean; cache?: PostCache },
): Post[] {
  const problems: string[] = [];
  const posts: Post[] = [];
  const seen = new Map<string, string>();
  for (const file of postFiles(blogDir)) {
    // The file's stats before it is read: an edit during the read makes a new stamp, not a stale entry.
    const stats = cache && statSync(file);
    const cached = stats && cache.get(file, stats);
    const post = cached ?? parsePost(file, readFileSync(file, 'utf8'), problems);
    if (!post) continue;
    if (stats && !cached) cache.set(file, stats, post);
    const other = seen.get(post.slug);
    if (other) {
      problems.push(`${path.relative(process.cwd(), file)}: the slug "${post.slug}" is already used by ${other}`);
      continue;
    }
    seen.set(post.slug, path.relative(process.cwd(), file));
    if (includeDrafts || !post.draft) posts.push(post);
  }
  if (problems.length > 0) throw new BlogValidationError(problems);
  cache?.save();
  return sortPosts(posts);
}
