import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { listFiles } from '../../shared/listFiles';
import {
  contentSecurityPolicy,
  inlineScripts,
  type PolicyOptions,
  scriptHash,
  withPolicyMeta,
} from './contentSecurityPolicy';

const htmlFiles = (dir: string): string[] => listFiles(dir, (file) => file.endsWith('.html'));

/**
 * Adds a strict Content-Security-Policy `<meta>` to every built page, after the build, when the inline scripts it
 * must allow are known. One policy for the whole site: client-side navigation keeps the first page's policy.
 */
export function pluginContentSecurityPolicy(options: PolicyOptions): RspressPlugin {
  return {
    name: 'vihje-content-security-policy',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const files = htmlFiles(outDir);
      // Read and written by Node's thread pool: hundreds of pages while the disk may still be busy.
      const pages = await Promise.all(files.map((file) => readFile(file, 'utf8')));
      const policy = contentSecurityPolicy(pages.flatMap(inlineScripts).map(scriptHash), options);
      await Promise.all(files.map((file, index) => writeFile(file, withPolicyMeta(pages[index] ?? '', policy))));
    },
  };
}
