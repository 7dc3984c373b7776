/**
 * The changes made to every built page after the build, in one pass over the files: the docs layout's landmarks
 * named (`landmarkNames.ts`), the site's Content-Security-Policy added (`contentSecurityPolicy.ts`) and, when the
 * pages' bodies are apart, each page's body preloaded (`plugins/pageBodies/bodyPreloads.ts`). Each page is read,
 * changed and written once, unless a page holds an inline script the pages before it do not (below). No page is
 * kept: at ten thousand pages the built HTML is close to a gigabyte. Pages are read and written as bytes
 * (`pageBytes.ts`).
 */
import path from 'node:path';
import { listFiles } from '../../shared/listFiles.ts';
import { bodyPreloader } from '../pageBodies/bodyPreloads.ts';
import {
  contentSecurityPolicy,
  inlineScripts,
  type PolicyOptions,
  policyMeta,
  scriptHash,
  withPolicyMeta,
} from './contentSecurityPolicy.ts';
import { type KeptPagesInput, type WrittenPage, writtenFile } from './keptPages.ts';
import { withNamedLandmarks } from './landmarkNames.ts';
import { readPageBytes, textOfBytes, writeNewPageBytes, writePageBytes } from './pageBytes.ts';

/** What a rewrite did: how many pages the output holds, the policy they all hold, and each page it wrote. */
export interface RewriteResult {
  pages: number;
  policy: string;
  /** By file (relative to the output, `/`-separated). */
  written: Record<string, WrittenPage>;
}

/**
 * Rewrites every `.html` file under `outDir` but the pages kept from the previous output (`kept`, already finished:
 * `keptPages.ts`), which are rewritten only when the site's policy changed, each into a file of its own: a kept page
 * is a link to the previous output's file, which must stay as it was.
 */
export function rewriteBuiltPages(
  outDir: string,
  policyOptions: PolicyOptions,
  kept: KeptPagesInput = { policy: '', pages: {} },
): RewriteResult {
  const files = listFiles(outDir, (file) => file.endsWith('.html'));
  const nameOf = (file: string) => path.relative(outDir, file).split(path.sep).join('/');
  // Every page carries the same few scripts: each distinct body is hashed once.
  const hashes = new Map<string, string>();
  const siteHashes = new Set(Object.values(kept.pages).flat());
  const sitePolicy = () => contentSecurityPolicy([...siteHashes], policyOptions);
  const withBodyPreloads = bodyPreloader(outDir) ?? ((page: string) => page);
  // The policy and the bodies' preloads go into the head, and the landmarks are in the body: each part is searched
  // only by the patterns of its own changes. A page without `</head>` is searched whole for all of them.
  const rewritten = (page: string, policy: string): string => {
    const headEnd = page.indexOf('</head>');
    if (headEnd === -1) return withPolicyMeta(withNamedLandmarks(withBodyPreloads(page)), policy);
    return withPolicyMeta(withBodyPreloads(page.slice(0, headEnd)), policy) + withNamedLandmarks(page.slice(headEnd));
  };
  const written: Record<string, WrittenPage> = {};
  const rewrite = (file: string, change: (page: string) => string, scripts: string[], inPlace = true) => {
    let page: string;
    try {
      page = change(readPageBytes(file));
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`);
    }
    if (inPlace) writePageBytes(file, page);
    else writeNewPageBytes(file, page);
    written[nameOf(file)] = writtenFile(file, scripts);
  };
  // The site's pages hold the same inline scripts (the HTML template's): each page is given the policy of the
  // scripts found up to it, the first page's, as it is read. Should a later page hold another script, a second pass
  // gives every page the policy of the whole site's.
  let policy: string | undefined;
  const scriptsOf = new Map<string, string[]>();
  const keptFiles: string[] = [];
  for (const file of files) {
    if (nameOf(file) in kept.pages) {
      keptFiles.push(file);
      continue;
    }
    const scripts: string[] = [];
    scriptsOf.set(file, scripts);
    rewrite(
      file,
      (page) => {
        for (const body of inlineScripts(page)) {
          let hash = hashes.get(body);
          if (hash === undefined) {
            hash = scriptHash(textOfBytes(body));
            hashes.set(body, hash);
          }
          scripts.push(hash);
          siteHashes.add(hash);
        }
        policy ??= sitePolicy();
        return rewritten(page, policy);
      },
      scripts,
    );
  }
  const whole = sitePolicy();
  const withWhole = (given: string, file: string, scripts: string[], inPlace: boolean) => {
    const [givenMeta, wholeMeta] = [policyMeta(given), policyMeta(whole)];
    rewrite(file, (page) => page.replace(givenMeta, () => wholeMeta), scripts, inPlace);
  };
  if (policy !== undefined && policy !== whole) {
    for (const [file, scripts] of scriptsOf) withWhole(policy, file, scripts, true);
  }
  if (kept.policy !== whole) {
    for (const file of keptFiles) withWhole(kept.policy, file, kept.pages[nameOf(file)] ?? [], false);
  }
  return { pages: files.length, policy: whole, written };
}
