import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { codeSources, contentKey } from '../contentCache.ts';
import { linkOrCopy } from '../linkOrCopy.ts';

/**
 * What the last build wrote of each page, kept between builds so that the next one can keep a page as it is: a page
 * of the previous output whose render and template are unchanged (the same key) is linked into the new output, not
 * put together and rewritten again. A page is kept only while its file is the one recorded (its inode, size and
 * time), so an output changed since, or another build's, is never taken for it.
 */
export interface BuiltPagesRecord {
  /** The rewrite's code and options the pages were finished with (`rewriteVersion`). */
  version: string;
  /** The Content-Security-Policy every recorded page holds. */
  policy: string;
  /** By file (relative to the output, `/`-separated). */
  pages: Record<string, RecordedPage>;
}

/** A finished page's file as it was written. */
export interface WrittenPage {
  ino: number;
  size: number;
  mtimeMs: number;
  /** The hashes of the inline scripts it holds, as its policy lists them. */
  scripts: string[];
}

export interface RecordedPage extends WrittenPage {
  /** Its render's and template's key (`PageToRender.pageKey`). */
  key: string;
}

/** What a build's rewrite is told of the pages it kept: their scripts, and the policy they hold. */
export interface KeptPagesInput {
  policy: string;
  /** Each kept page's inline scripts' hashes, by file. */
  pages: Record<string, string[]>;
}

/** The identity of a file as the record keeps it. */
export const writtenFile = (file: string, scripts: string[]): WrittenPage => {
  const { ino, size, mtimeMs } = statSync(file);
  return { ino, size, mtimeMs, scripts };
};

/**
 * The rewrite's version: its options and the code that finishes a page (this folder, the bodies' preloads, the
 * landmarks' names and the markup they are found by).
 */
export function rewriteVersion(options: unknown): string {
  const repository = path.resolve(import.meta.dirname, '..', '..');
  const code = [
    'plugins/builtPages',
    'plugins/pageBodies/bodyPreloads.ts',
    'plugins/pageBodies/bodyFiles.ts',
    'shared/landmarkNames.ts',
    'shared/rspressMarkup.ts',
  ];
  return contentKey(JSON.stringify(options), ...codeSources(code.map((entry) => path.join(repository, entry))));
}

/**
 * One build's kept pages: `keep` links a page of `previousOutDir()` into `outDir` when the record says it was made
 * under the same key, and remembers every page's key for the next record (`recordOf`).
 */
export class KeptPages {
  readonly #outDir: string;
  readonly #record: BuiltPagesRecord | undefined;
  readonly #previousOutDir: () => string | undefined;
  readonly #keys = new Map<string, string>();
  readonly #kept = new Map<string, RecordedPage>();
  readonly #folders = new Set<string>();

  constructor(outDir: string, record: BuiltPagesRecord | undefined, previousOutDir: () => string | undefined) {
    this.#outDir = outDir;
    this.#record = record;
    this.#previousOutDir = previousOutDir;
  }

  /** Links the page of the previous output made under `pageKey` to `file`; false when there is none. */
  keep({ pageKey, file }: { pageKey: string; file: string }): boolean {
    const name = path.relative(this.#outDir, file).split(path.sep).join('/');
    this.#keys.set(name, pageKey);
    const recorded = this.#record?.pages[name];
    const previousOutDir = this.#previousOutDir();
    if (!recorded || recorded.key !== pageKey || !previousOutDir) return false;
    const previous = path.join(previousOutDir, name);
    const found = statSync(previous, { throwIfNoEntry: false });
    if (found?.ino !== recorded.ino || found.size !== recorded.size || found.mtimeMs !== recorded.mtimeMs) return false;
    const folder = path.dirname(file);
    if (!this.#folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.#folders.add(folder);
    }
    linkOrCopy(previous, file);
    this.#kept.set(name, recorded);
    return true;
  }

  /** What the rewrite needs of the kept pages. */
  keptInput(): KeptPagesInput {
    return {
      policy: this.#record?.policy ?? '',
      pages: Object.fromEntries([...this.#kept].map(([name, page]) => [name, page.scripts])),
    };
  }

  /**
   * The record of this build's pages: each page the render was asked about, as the rewrite wrote it (`written`) or,
   * when it left a kept page as it was, as recorded.
   */
  recordOf(version: string, policy: string, written: Record<string, WrittenPage>): BuiltPagesRecord {
    const pages: Record<string, RecordedPage> = {};
    for (const [name, key] of this.#keys) {
      const page = written[name] ?? this.#kept.get(name);
      if (page) pages[name] = { ...page, key };
    }
    return { version, policy, pages };
  }
}
