/**
 * What the parts of Rspress's entry chunk (`static/js/index.*.js`) cost, read from the minified file: the page index
 * (every page's title, path and description), the route table (one `{ path, element, filePath, preload }` object per
 * page, or one `[path, filePath, lang, version]` row with the compact table of patches/…+004+compact-route-table), the
 * lazy loaders behind it (one `() => import(chunk)` per page, with a `lazyWithPreload` variable pair per page in
 * Rspress's own table), the chunk-URL map (chunk id → file name and hash), and, for a table in sections (patch 009:
 * the routes and page-index entries then live in the sections' chunks), the list of sections. Each part's cost is its
 * marginal gzip size: the gzipped entry minus the gzipped entry without that part's text, which is what a reader
 * downloads for it.
 */
import { gzipSync } from 'node:zlib';

export interface EntryParts {
  total: number;
  pageIndex: number;
  routeTable: number;
  loaders: number;
  chunkUrlMap: number;
  /** The list of route table sections (a large site's table, patch 009), where the route table itself is not. */
  routeSections: number;
}

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

/** The index just past the bracket that closes the one at `open`, skipping string literals. */
function closing(text: string, open: number): number {
  const pairs: Record<string, string> = { '[': ']', '{': '}', '(': ')' };
  const stack: string[] = [];
  for (let index = open; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (char === '"' || char === "'" || char === '`') {
      for (index += 1; index < text.length && text[index] !== char; index += 1) if (text[index] === '\\') index += 1;
    } else if (pairs[char]) {
      stack.push(pairs[char]);
    } else if (char === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return index + 1;
    }
  }
  throw new Error(`no closing bracket for ${text[open]} at ${open}`);
}

/** [start, end) of each part; throws when the entry no longer looks like Rspress 2's, so the figures never lie. */
function spans(entry: string): Record<Exclude<keyof EntryParts, 'total'>, [number, number][]> {
  // A sectioned route table (`[["/first/key/",()=>n.e(…)…],…]`) leaves the page index and the routes to its sections.
  const sectionList = /\[\["\/[^"]*",\(\)=>/.exec(entry);
  const pages = entry.indexOf('pages:[{title:');
  if (pages < 0 && !sectionList) throw new Error('entry: no page index (`pages:[{title:`)');
  const firstRoute = entry.search(/\{path:"\/[^"]*",element:|\[\["\/[^"]*","[^"]*",/);
  if (firstRoute < 0 && !sectionList) {
    throw new Error('entry: no route table (`{path:"/…",element:` or `[["/…","…",`) and no section list');
  }
  const routes = firstRoute < 0 || entry.startsWith('[[', firstRoute) ? firstRoute : entry.lastIndexOf('[', firstRoute);
  // Async chunks named by name (`+((names)[e]||e)+"."+({hashes})[e]`) or by id (`+e+"."+({hashes})[e]`).
  const map = /\.u=(\w+)=>"static\/js\/async\/"\+(?:\(\(|\1\+"\."\+\(\{)/.exec(entry);
  // A sectioned site's chunks are named by id in a folder of the build (plugins/asyncChunkIds.ts): no map at all.
  if (!map && !(sectionList && entry.includes('"static/js/async."'))) {
    throw new Error('entry: no chunk-URL map (`.u=e=>"static/js/async/"+((` or `+e+"."+({`)');
  }
  const byName = map?.[0].endsWith('((') ?? false;
  const names = map ? map.index + map[0].length - 1 : -1;
  const hashes = !map ? -1 : byName ? entry.indexOf('({', closing(entry, names)) : map.index + map[0].length - 2;
  const loader = String.raw`\(\)=>(?:Promise\.all\(\[[^\]]*\]\)|\w+\.e\([^)]*\))\.then\(\w+\.bind\(\w+,"[^"]*"\)\)`;
  const pairs = [...entry.matchAll(new RegExp(String.raw`\w+=${loader},\w+=\w+\(\w+\),?`, 'g'))];
  const loaders =
    firstRoute < 0
      ? []
      : (pairs.length > 0 ? pairs : [...entry.matchAll(new RegExp(`${loader},?`, 'g'))]).map(
          (match): [number, number] => [match.index, match.index + match[0].length],
        );
  if (firstRoute >= 0 && loaders.length === 0) {
    throw new Error('entry: no route loaders (`()=>n.e(…).then(n.bind(n,"…"))`)');
  }
  return {
    pageIndex: pages < 0 ? [] : [[pages + 'pages:'.length, closing(entry, pages + 'pages:'.length)]],
    routeTable: firstRoute < 0 ? [] : [[routes, closing(entry, routes)]],
    loaders,
    chunkUrlMap: !map
      ? []
      : [...(byName ? [[names, closing(entry, names)] as [number, number]] : []), [hashes, closing(entry, hashes)]],
    routeSections: sectionList ? [[sectionList.index, closing(entry, sectionList.index)]] : [],
  };
}

const without = (entry: string, cut: [number, number][]) =>
  [...cut].sort((a, b) => b[0] - a[0]).reduce((text, [start, end]) => text.slice(0, start) + text.slice(end), entry);

/** The gzipped entry and the marginal gzip cost of each of its per-page parts. */
export function entryParts(entry: string): EntryParts {
  const total = gzip(entry);
  const parts = spans(entry);
  const cost = (cut: [number, number][]) => total - gzip(without(entry, cut));
  return {
    total,
    pageIndex: cost(parts.pageIndex),
    routeTable: cost(parts.routeTable),
    loaders: cost(parts.loaders),
    chunkUrlMap: cost(parts.chunkUrlMap),
    routeSections: cost(parts.routeSections),
  };
}
