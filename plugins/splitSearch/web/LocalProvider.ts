/**
 * Stands in for Rspress's search provider (`dist/theme/components/Search/logic/providers/LocalProvider.js`, swapped
 * by `plugins/splitSearch/index.ts`), with the same exports: Rspress's fetches the whole site's text before the first
 * search, this one fetches the split index's manifest, then the shards and page records each search needs. Rspress's
 * panel still does the rest (matching the query in each page, highlighting, the list).
 */
import { searchIndexHash } from 'virtual-page-data';
import { memorySource } from '../memorySource.ts';
import { type SplitIndexSource, searchSplitIndex } from '../searchSplitIndex.ts';
import { indexFileStem, manifestFile, openSplitIndex } from '../splitFiles.ts';
import type { SearchPage } from '../splitIndex.ts';

/** The panel's name for the site's own results (Rspress's `LOCAL_INDEX`). */
const localIndex = 'default';

// A production build writes the split files (`writeSplitIndex.ts`); `rspress dev` serves only Rspress's single file.
const split = process.env.NODE_ENV === 'production';

interface SearchOptions {
  currentLang: string;
  currentVersion: string;
  versioned?: boolean;
}

const staticUrl = () => `${__webpack_public_path__.replace(/\/$/, '')}/static`;

/**
 * The URL the panel prefetches and a search starts from: the split index's manifest, or Rspress's file in dev. The
 * manifest's name holds no hash (`splitFiles.ts`): the index's hash, which changes with any page's text, is read only
 * in dev, so it is not in a production build's scripts (the condition is left whole for the bundler to drop the dead
 * branch).
 */
export function getSearchIndexURL(lang: string, version: string): string | undefined {
  const stem = indexFileStem(lang, version);
  if (process.env.NODE_ENV === 'production') return `${staticUrl()}/${stem}/${manifestFile}`;
  const hash = searchIndexHash[`${version ?? ''}###${lang ?? ''}`];
  return hash ? `${staticUrl()}/${stem}.${hash}.json` : undefined;
}

/** The JSON at `url`; undefined when there is none (a language or version with no index). */
async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`Failed to fetch search index (${response.status} ${url})`);
  return response.json();
}

const emptySource: SplitIndexSource = {
  vocabulary: async () => ({ words: [], shardStarts: [] }),
  shard: async () => ({}),
  page: async (id) => {
    throw new Error(`search: no page ${id}`);
  },
};

export class LocalProvider {
  #source: Promise<SplitIndexSource> | undefined;

  async fetchSearchIndex(options: SearchOptions): Promise<SplitIndexSource> {
    this.#source ??= this.#open(options);
    return this.#source;
  }

  async #open({ currentLang, currentVersion, versioned = true }: SearchOptions): Promise<SplitIndexSource> {
    const url = getSearchIndexURL(currentLang, versioned ? currentVersion : '');
    if (!url) return emptySource;
    if (!split) return memorySource((await fetchJson(url)) as SearchPage[]);
    const folder = url.slice(0, url.lastIndexOf('/') + 1);
    const manifest = await fetchJson(url);
    if (manifest === undefined) return emptySource;
    return openSplitIndex(async (name) => (name === manifestFile ? manifest : fetchJson(`${folder}${name}`)));
  }

  async init(options: SearchOptions): Promise<void> {
    await this.fetchSearchIndex(options);
  }

  async search({ keyword, limit }: { keyword: string; limit: number }) {
    const source = await this.#source;
    const hits = source ? await searchSplitIndex(source, keyword, limit) : [];
    return [{ index: localIndex, hits }];
  }
}
