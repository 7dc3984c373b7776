import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { listFiles } from '../../shared/listFiles.ts';
import {
  contentSecurityPolicy,
  inlineScripts,
  type PolicyOptions,
  scriptHash,
  withPolicyMeta,
} from './contentSecurityPolicy.ts';

const htmlFiles = (dir: string): string[] => listFiles(dir, (file) => file.endsWith('.html'));

/**
 * Adds a strict Content-Security-Policy `<meta>` to every built page, after the build, when the inline scripts it
 * must allow are known. One policy for the whole site: client-side navigation keeps the first page's policy.
 * Each page is read twice (its scripts' hashes, then its rewrite) rather than all pages held at once: the built HTML
 * grows with the site, to gigabytes at 10,000 pages, on the heap the rest of the build needs (bench/NOTES.md).
 */
export function pluginContentSecurityPolicy(options: PolicyOptions): RspressPlugin {
  return {
    name: 'vihje-content-security-policy',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const files = htmlFiles(path.resolve(config.outDir ?? 'doc_build'));
      // Every page carries the same few scripts: each distinct body is hashed once.
      const scripts = new Set<string>();
      for (const file of files) for (const body of inlineScripts(readFileSync(file, 'utf8'))) scripts.add(body);
      const policy = contentSecurityPolicy([...scripts].map(scriptHash), options);
      for (const file of files) writeFileSync(file, withPolicyMeta(readFileSync(file, 'utf8'), policy));
    },
  };
}
