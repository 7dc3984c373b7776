/**
 * The changes made to every built page after the build, in one pass over the files: the docs layout's landmarks
 * named (`landmarkNames.ts`), the site's Content-Security-Policy added (`contentSecurityPolicy.ts`) and, when the
 * pages' bodies are apart, each page's body preloaded (`plugins/pageBodies/bodyPreloads.ts`). The policy
 * allows the inline scripts of every page, so a first pass reads them all; the second reads, changes and writes each
 * page once. No page is kept: at ten thousand pages the built HTML is close to a gigabyte. Pages are read and written
 * as bytes (`pageBytes.ts`).
 */
import { listFiles } from '../../shared/listFiles.ts';
import { bodyPreloader } from '../pageBodies/bodyPreloads.ts';
import {
  contentSecurityPolicy,
  inlineScripts,
  type PolicyOptions,
  scriptHash,
  withPolicyMeta,
} from './contentSecurityPolicy.ts';
import { withNamedLandmarks } from './landmarkNames.ts';
import { readPageBytes, textOfBytes, writePageBytes } from './pageBytes.ts';

/** Rewrites every `.html` file under `outDir`; returns how many. */
export function rewriteBuiltPages(outDir: string, policyOptions: PolicyOptions): number {
  const files = listFiles(outDir, (file) => file.endsWith('.html'));
  // Every page carries the same few scripts: each distinct body is hashed once.
  const scripts = new Set<string>();
  for (const file of files) for (const body of inlineScripts(readPageBytes(file))) scripts.add(body);
  const policy = contentSecurityPolicy(
    [...scripts].map((body) => scriptHash(textOfBytes(body))),
    policyOptions,
  );
  const withBodyPreloads = bodyPreloader(outDir) ?? ((page: string) => page);
  // The policy and the bodies' preloads go into the head, and the landmarks are in the body: each part is searched
  // only by the patterns of its own changes. A page without `</head>` is searched whole for all of them.
  const rewritten = (page: string): string => {
    const headEnd = page.indexOf('</head>');
    if (headEnd === -1) return withPolicyMeta(withNamedLandmarks(withBodyPreloads(page)), policy);
    return withPolicyMeta(withBodyPreloads(page.slice(0, headEnd)), policy) + withNamedLandmarks(page.slice(headEnd));
  };
  for (const file of files) {
    let page: string;
    try {
      page = rewritten(readPageBytes(file));
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`);
    }
    writePageBytes(file, page);
  }
  return files.length;
}
