/** A page as llms.txt lists it. */
export interface LlmsPage {
  routePath: string;
  /** Its twin's absolute URL. */
  url: string;
  title: string;
  description: string;
  /** Its twin's file, read back only when llms-full.txt is written. */
  twinPath: string;
}

/** A top-navigation section of the site and its pages, in sidebar order. */
export interface LlmsSection {
  title: string;
  pages: LlmsPage[];
}

/** A navigation entry that groups pages: the routes its `activeMatch` (or its link) matches. */
export interface NavGroup {
  text: string;
  match: RegExp;
}

/**
 * Groups pages under the first navigation entry that matches each (the rest under "Others"), each group in the order
 * of `sidebarOrder` (pages not in it keep their order, after the others), as Rspress's llms.txt does.
 */
export function llmsSections(pages: LlmsPage[], nav: NavGroup[], sidebarOrder: readonly string[]): LlmsSection[] {
  const groups: LlmsSection[] = [
    ...nav.map((entry) => ({ title: entry.text, pages: [] })),
    { title: 'Others', pages: [] },
  ];
  for (const page of pages) {
    const index = nav.findIndex((entry) => entry.match.test(page.routePath));
    groups[index === -1 ? nav.length : index]?.pages.push(page);
  }
  // A route's first place in the sidebars, looked up once a page: at ten thousand pages a search of the list in each
  // comparison of the sort was quadratic.
  const places = new Map<string, number>();
  sidebarOrder.forEach((routePath, index) => {
    if (!places.has(routePath)) places.set(routePath, index);
  });
  const rank = (page: LlmsPage) => places.get(page.routePath) ?? Number.MAX_SAFE_INTEGER;
  for (const group of groups) group.pages.sort((a, b) => rank(a) - rank(b));
  return groups.filter((group) => group.pages.length > 0);
}

/** `/llms.txt`: the site's title and description, then each section's pages with their descriptions. */
export function llmsTxt(title: string, description: string, sections: LlmsSection[]): string {
  const lines = sections.flatMap((section) => {
    const pages = section.pages.filter((page) => page.routePath !== '/');
    if (pages.length === 0) return [];
    return [
      `\n## ${section.title}\n`,
      ...pages.map((page) => `- [${page.title}](${page.url})${page.description ? `: ${page.description}` : ''}`),
    ];
  });
  return `# ${title}\n\n> ${description}\n${lines.join('\n')}`;
}

/**
 * `/llms-full.txt` in pieces, to be written one after the other: every page's twin, each after a front-matter block
 * with its URL. At ten thousand pages the file is over 100 MB: its pieces are read from the twins as written, never
 * held together.
 */
export function* llmsFullTxtPieces(
  sections: LlmsSection[],
  readTwin: (page: LlmsPage) => string,
): Generator<string, void, undefined> {
  let separator = '';
  for (const page of sections.flatMap((section) => section.pages)) {
    yield `${separator}---\nurl: ${page.url}\n---\n\n`;
    yield readTwin(page);
    yield '\n\n';
    separator = '\n';
  }
}
