import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Rspack } from '@rsbuild/core';
import { bodyFilePath } from './bodyFiles.ts';
import { splitPageModule } from './splitPageModule.ts';

export interface PageBodyLoaderOptions {
  /** Where the bodies are written, each at its path under the site (the store `publishBodies.ts` copies from). */
  storeDir: string;
}

/** The module that loads a body: in the server bundle from the bodies' store, in the browser from the site. */
const loadBodyModule = path.join(import.meta.dirname, 'web', 'loadPageBody.ts');

/**
 * Runs after Rspress's MDX loader in a production build: the compiled page's code, all but its imports, goes to a
 * file of its own (`static/pages/body.<hash>.js`), and the module the bundler keeps is its imports and a top-level
 * await of that file. The page renders the same, from the same code; the bundler's two compilations no longer hold
 * every page's text, which is most of their memory on a site of thousands of pages (bench/NOTES.md).
 */
export default function pageBodyLoader(this: Rspack.LoaderContext<PageBodyLoaderOptions>, code: string): string {
  const { storeDir } = this.getOptions();
  const codeHash = createHash('sha256').update(code).digest('hex');
  const first = firstSplits.get(this.resourcePath);
  if (first?.codeHash === codeHash) {
    firstSplits.delete(this.resourcePath);
    return first.module;
  }
  const module = splitAndWrite(code, storeDir);
  firstSplits.set(this.resourcePath, { codeHash, module });
  return module;
}

/**
 * Rspress compiles a page once for the browser's and the server's compilations, which both get its code: the module
 * made for the first is kept, by page and code hash, until the second takes it, so each page is parsed and written
 * once.
 */
const firstSplits = new Map<string, { codeHash: string; module: string }>();

/** The module the bundler keeps for a page (its imports and a load of its body), the body written to the store. */
function splitAndWrite(code: string, storeDir: string): string {
  const split = splitPageModule(code);
  if (!split) return code;
  const file = bodyFilePath(split.body);
  const target = path.join(storeDir, file);
  if (!existsSync(target)) {
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, split.body);
  }
  return [
    split.imports,
    `import { loadPageBody } from ${JSON.stringify(loadBodyModule)};`,
    `const MDXContent = (await loadPageBody(${JSON.stringify(file)}))({ ${split.bindings.join(', ')} });`,
    'export default MDXContent;',
    '',
  ].join('\n');
}
