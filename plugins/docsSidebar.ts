import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type FileRecordCache, type FileRecordCacheLocation, fileRecordCache } from './fileRecordCache.ts';
import { parseFrontMatter } from './parseFrontMatter.ts';

export interface DocsSidebarItem {
  text: string;
  link: string;
}

/** A top-level docs page, as the sidebar lists it. */
export interface DocsPage {
  /** The route: `/` for `index`, else `/<name>`. */
  link: string;
  /** The page's title: front matter `title`, else its `# H1`. */
  title: string;
  /** Its sidebar label: front matter `sidebarLabel`, else the title. */
  sidebarLabel: string;
  /** Its Markdown file. */
  file: string;
}

const pageExtensions = ['.mdx', '.md'];

/** A page's title and sidebar label, or null for a page that is not in the docs sidebar (custom layouts, opt-outs). */
type SidebarEntry = { title: string; sidebarLabel: string } | null;

/** The docs pages' sidebar entries of earlier starts, for a site of thousands of pages whose start reads them all. */
export type SidebarEntryCache = FileRecordCache<SidebarEntry>;

/** Sidebar entries kept in `node_modules/.cache` while a page's file and the code that reads it are unchanged. */
export function sidebarEntryCache(location: FileRecordCacheLocation = {}): SidebarEntryCache {
  return fileRecordCache<SidebarEntry>({
    name: 'vihje-docs-sidebar.json',
    version: 'docs-sidebar@1',
    code: ['plugins/docsSidebar.ts', 'plugins/parseFrontMatter.ts', 'plugins/fileRecordCache.ts'],
    ...location,
  });
}

function readPage(file: string): SidebarEntry {
  const { data, content } = parseFrontMatter(readFileSync(file, 'utf8'));
  if ((data.pageType ?? 'doc') !== 'doc' || data.sidebar === false) return null;
  // Fenced code is skipped: a `# comment` in a shell example is not the page's heading.
  const prose = content.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  const heading = /^#\s+(.+?)(?:\s+\{#[\w-]+\})?\s*$/m.exec(prose)?.[1];
  const title: unknown = data.title ?? heading;
  if (typeof title !== 'string' || title.trim() === '') {
    throw new Error(`${file}: the page has no title (add a "# Heading" or a "title" in its front matter).`);
  }
  const label: unknown = data.sidebarLabel ?? title;
  if (typeof label !== 'string' || label.trim() === '') throw new Error(`${file}: "sidebarLabel" must be a text.`);
  // A copy: a part of a string can keep the whole string in memory (V8's sliced strings), here the page's source,
  // which the sidebar would hold for as long as the build.
  return structuredClone({ title: title.trim(), sidebarLabel: label.trim() });
}

/**
 * The docs sidebar's pages, from the pages of `docsDir` (the top-level pages, or one section's folder with its
 * `routePrefix`): those named in `_meta.json` first, in its order, then any other page alphabetically, so a new page
 * needs only its Markdown file. A name in `_meta.json` without a page fails.
 */
export function docsPages(docsDir: string, routePrefix = '/', cache?: SidebarEntryCache): DocsPage[] {
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
  // A page of a folder named by its path ("api/changelog") is listed here, and its folder is no section.
  for (const name of order.filter((name) => name.includes('/'))) {
    const file = pageExtensions.map((extension) => path.join(docsDir, `${name}${extension}`)).find(existsSync);
    if (file) pages.set(name, file);
  }
  for (const name of order) {
    if (!pages.has(name)) {
      throw new Error(`${metaFile}: "${name}" has no page (known: ${[...pages.keys()].sort().join(', ')}).`);
    }
  }
  const rest = [...pages.keys()].filter((name) => !order.includes(name)).sort();
  return [...order, ...rest].flatMap((name) => {
    const file = pages.get(name) as string;
    const page = cache ? cachedPage(file, cache) : readPage(file);
    return page === null ? [] : [{ link: name === 'index' ? routePrefix : `${routePrefix}${name}`, ...page, file }];
  });
}

/** `readPage` through `cache`: a page read and checked before and unchanged since comes from it. */
function cachedPage(file: string, cache: SidebarEntryCache): SidebarEntry {
  const stats = statSync(file);
  const cached = cache.get(file, stats);
  if (cached !== undefined) return cached;
  const page = readPage(file);
  cache.set(file, stats, page);
  return page;
}

const sidebarItems = (pages: readonly DocsPage[]): DocsSidebarItem[] =>
  pages.map(({ sidebarLabel, link }) => ({ text: sidebarLabel, link }));

/** Folders of `docs/` that are not docs sections: the blog, static files, and `_`/`.` folders. */
const notSections = new Set(['blog', 'public']);

/** A docs section: a folder of `docs/` with its own sidebar, served under `/<folder>/`. */
export interface DocsSection {
  /** Its route prefix and sidebar key, `/<folder>/`. */
  prefix: string;
  pages: DocsPage[];
}

/** The folders whose pages the top-level `_meta.json` lists by path (`"api/changelog"`): pages of the top sidebar. */
function foldersListedAtTop(docsDir: string): Set<string> {
  const metaFile = path.join(docsDir, '_meta.json');
  const order: unknown = existsSync(metaFile) ? JSON.parse(readFileSync(metaFile, 'utf8')) : [];
  return new Set(
    (Array.isArray(order) ? order : [])
      .filter((name): name is string => typeof name === 'string' && name.includes('/'))
      .map((name) => name.split('/')[0] as string),
  );
}

/**
 * The docs sections: each folder of `docsDir` (but the blog, static files and folders whose pages the top-level
 * `_meta.json` lists by path) that holds docs pages, by name.
 */
export function docsSections(docsDir: string, cache?: SidebarEntryCache): DocsSection[] {
  const atTop = foldersListedAtTop(docsDir);
  return readdirSync(docsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !notSections.has(entry.name) && !atTop.has(entry.name))
    .filter((entry) => !/^[_.]/.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({ prefix: `/${name}/`, pages: docsPages(path.join(docsDir, name), `/${name}/`, cache) }))
    .filter((section) => section.pages.length > 0);
}

/**
 * Rspress's `themeConfig.sidebar`: the top-level pages under `/`, then one entry per section, which links to the
 * section's first page; each section has a sidebar of its own pages under its prefix. A page's HTML carries only its
 * own section's links, so a site of thousands of pages in sections of a hundred renders a hundred links per page,
 * not thousands. With a `cache`, each page's entry is read from its file only when the file changed.
 */
export function docsSidebars(docsDir: string, cache?: SidebarEntryCache): Record<string, DocsSidebarItem[]> {
  const sections = docsSections(docsDir, cache);
  const firstPages = sections.map(({ pages: [first] }) => first as DocsPage);
  const sidebars = {
    '/': sidebarItems([...docsPages(docsDir, '/', cache), ...firstPages]),
    ...Object.fromEntries(sections.map(({ prefix, pages }) => [prefix, sidebarItems(pages)])),
  };
  cache?.save();
  return sidebars;
}
