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
 */
export function pluginContentSecurityPolicy(options: PolicyOptions): RspressPlugin {
  return {
    name: 'vihje-content-security-policy',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const files = htmlFiles(outDir);
      const pages = files.map((file) => readFileSync(file, 'utf8'));
      const policy = contentSecurityPolicy(pages.flatMap(inlineScripts).map(scriptHash), options);
      files.forEach((file, index) => {
        writeFileSync(file, withPolicyMeta(pages[index] ?? '', policy));
      });
    },
  };
}
