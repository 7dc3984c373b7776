/**
 * The changes made to every built page after the build, in one pass over the files: the docs layout's landmarks
 * named (`landmarkNames.ts`), the site's Content-Security-Policy added (`contentSecurityPolicy.ts`) and, when the
 * pages' bodies are apart, each page's body preloaded (`plugins/pageBodies/bodyPreloads.ts`). Each page is read,
 * changed and written once, unless a page holds an inline script the pages before it do not (below). No page is
 * kept: at ten thousand pages the built HTML is close to a gigabyte. Pages are read and written as bytes
 * (`pageBytes.ts`).
 */
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
import { withNamedLandmarks } from './landmarkNames.ts';
import { readPageBytes, textOfBytes, writePageBytes } from './pageBytes.ts';

/** Rewrites every `.html` file under `outDir`; returns how many. */
export function rewriteBuiltPages(outDir: string, policyOptions: PolicyOptions): number {
  const files = listFiles(outDir, (file) => file.endsWith('.html'));
  // Every page carries the same few scripts: each distinct body is hashed once.
  const hashes = new Map<string, string>();
  const sitePolicy = () => contentSecurityPolicy([...hashes.values()], policyOptions);
  const withBodyPreloads = bodyPreloader(outDir) ?? ((page: string) => page);
  // The policy and the bodies' preloads go into the head, and the landmarks are in the body: each part is searched
  // only by the patterns of its own changes. A page without `</head>` is searched whole for all of them.
  const rewritten = (page: string, policy: string): string => {
    const headEnd = page.indexOf('</head>');
    if (headEnd === -1) return withPolicyMeta(withNamedLandmarks(withBodyPreloads(page)), policy);
    return withPolicyMeta(withBodyPreloads(page.slice(0, headEnd)), policy) + withNamedLandmarks(page.slice(headEnd));
  };
  const rewrite = (file: string, change: (page: string) => string) => {
    let page: string;
    try {
      page = change(readPageBytes(file));
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`);
    }
    writePageBytes(file, page);
  };
  // The site's pages hold the same inline scripts (the HTML template's): each page is given the policy of the
  // scripts found up to it, the first page's, as it is read. Should a later page hold another script, a second pass
  // gives every page the policy of the whole site's.
  let policy: string | undefined;
  for (const file of files) {
    rewrite(file, (page) => {
      for (const body of inlineScripts(page)) {
        if (!hashes.has(body)) hashes.set(body, scriptHash(textOfBytes(body)));
      }
      policy ??= sitePolicy();
      return rewritten(page, policy);
    });
  }
  const whole = sitePolicy();
  if (policy !== undefined && policy !== whole) {
    const [givenMeta, wholeMeta] = [policyMeta(policy), policyMeta(whole)];
    for (const file of files) rewrite(file, (page) => page.replace(givenMeta, () => wholeMeta));
  }
  return files.length;
}
