import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

export interface DocsSidebarItem {
  text: string;
  link: string;
}

const pageExtensions = ['.mdx', '.md'];

/** A page's sidebar label: front matter `sidebarLabel`, else `title`, else its `# H1`. */
function pageTitle(file: string): string {
  const { data, content } = matter(readFileSync(file, 'utf8'));
  // Fenced code is skipped: a `# comment` in a shell example is not the page's heading.
  const prose = content.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  const label = data.sidebarLabel ?? data.title ?? /^#\s+(.+?)\s*$/m.exec(prose)?.[1];
  if (typeof label !== 'string' || label.trim() === '') {
    throw new Error(`${file}: the page has no title (add a "# Heading" or a "title" in its front matter).`);
  }
  return label.trim();
}

/** Whether a page belongs in the docs sidebar: custom-layout pages (blog, API reference) opt out. */
function isDocsPage(file: string): boolean {
  const { data } = matter(readFileSync(file, 'utf8'));
  return (data.pageType ?? 'doc') === 'doc' && data.sidebar !== false;
}

/**
 * The docs sidebar from the top-level pages of `docsDir`: those named in `_meta.json` first, in its order, then any
 * other page alphabetically, so a new page needs only its Markdown file. A name in `_meta.json` without a page fails.
 */
export function docsSidebar(docsDir: string): DocsSidebarItem[] {
  const metaFile = path.join(docsDir, '_meta.json');
  const order: unknown = existsSync(metaFile) ? JSON.parse(readFileSync(metaFile, 'utf8')) : [];
  if (!Array.isArray(order) || !order.every((name) => typeof name === 'string')) {
    throw new Error(`${metaFile}: expected an array of page names, e.g. ["index", "authentication"].`);
  }
  const pages = new Map<string, string>();
  for (const entry of readdirSync(docsDir, { withFileTypes: true })) {
    const extension = path.extname(entry.name);
    if (!entry.isFile() || !pageExtensions.includes(extension)) continue;
    pages.set(path.basename(entry.name, extension), path.join(docsDir, entry.name));
  }
  for (const name of order) {
    if (!pages.has(name)) {
      throw new Error(`${metaFile}: "${name}" has no page (known: ${[...pages.keys()].sort().join(', ')}).`);
    }
  }
  const rest = [...pages.keys()].filter((name) => !order.includes(name)).sort();
  return [...order, ...rest]
    .map((name) => ({ name, file: pages.get(name) as string }))
    .filter(({ file }) => isDocsPage(file))
    .map(({ name, file }) => ({ text: pageTitle(file), link: name === 'index' ? '/' : `/${name}` }));
}
