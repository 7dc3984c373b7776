import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Rspack } from '@rsbuild/core';
import { bodyFilePath } from './bodyFiles.ts';
import { sharedImports } from './sharedImports.ts';
import { splitPageModule } from './splitPageModule.ts';

export interface PageBodyLoaderOptions {
  /** Where the bodies are written, each at its path under the site (the store `publishBodies.ts` copies from). */
  storeDir: string;
}

/**
 * The module that loads a body (in the server bundle from the bodies' store, in the browser from the site) and hands
 * it the bindings the pages share.
 */
const pageRuntimeModule = path.join(import.meta.dirname, 'web', 'pageRuntime.ts');

/**
 * Runs after Rspress's MDX loader in a production build: the compiled page's code, all but its imports, goes to a
 * file of its own (`static/pages/body.<hash>.js`), and the module the bundler keeps is its imports and a top-level
 * await of that file. The page renders the same, from the same code; the bundler's two compilations no longer hold
 * every page's text, which is most of their memory on a site of thousands of pages (bench/NOTES.md). The file is
 * written off the build's thread, which goes on with other pages meanwhile.
 */
export default function pageBodyLoader(this: Rspack.LoaderContext<PageBodyLoaderOptions>, code: string): void {
  const { storeDir } = this.getOptions();
  const callback = this.async();
  const codeHash = createHash('sha256').update(code).digest('hex');
  const first = firstSplits.get(this.resourcePath);
  let module: Promise<string>;
  if (first?.codeHash === codeHash) {
    firstSplits.delete(this.resourcePath);
    module = first.module;
  } else {
    module = splitAndWrite(code, storeDir);
    firstSplits.set(this.resourcePath, { codeHash, module });
  }
  module.then(
    (text) => callback(null, text),
    (error: Error) => callback(error),
  );
}

/**
 * Rspress compiles a page once for the browser's and the server's compilations, which both get its code: the module
 * made for the first is kept, by page and code hash, until the second takes it, so each page is parsed and written
 * once.
 */
const firstSplits = new Map<string, { codeHash: string; module: Promise<string> }>();

/** The module the bundler keeps for a page (its imports and a load of its body), once the body is in the store. */
async function splitAndWrite(code: string, storeDir: string): Promise<string> {
  const split = splitPageModule(code, sharedImports);
  if (!split) return code;
  const file = bodyFilePath(split.body);
  await writeBody(path.join(storeDir, file), split.body);
  return [
    split.imports,
    `import { loadPageComponent } from ${JSON.stringify(pageRuntimeModule)};`,
    `const MDXContent = await loadPageComponent(${JSON.stringify(file)}, { ${split.bindings.join(', ')} });`,
    'export default MDXContent;',
    '',
  ].join('\n');
}

/**
 * Writes a body to the store unless it is there: a body is named by its content's hash, so one already there (a warm
 * build's, or another page's with the same body) is that body. The folder is made when missing.
 */
async function writeBody(target: string, body: string): Promise<void> {
  const write = () => writeFile(target, body, { flag: 'wx' });
  try {
    await write();
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'EEXIST') return;
    if (code !== 'ENOENT') throw error;
    await mkdir(path.dirname(target), { recursive: true });
    await write().catch((again: NodeJS.ErrnoException) => {
      if (again.code !== 'EEXIST') throw again;
    });
  }
}
