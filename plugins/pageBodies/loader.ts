import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Rspack } from '@rsbuild/core';
import { replaceFileAsync } from '../replaceFile.ts';
import { bodyContentHash, bodyFilePath } from './bodyFiles.ts';
import { sharedImports } from './sharedImports.ts';
import { splitPageModule } from './splitPageModule.ts';

export interface PageBodyLoaderOptions {
  /** Where the bodies are written, each at its path under the site (the store `publishBodies.ts` copies from). */
  storeDir: string;
  /** The server bundle's compilation, whose page modules name their body's content too (see `pageModule`). */
  server?: boolean;
}

/**
 * The module that loads a body (in the server bundle from the bodies' store, in the browser from the site) and hands
 * it the bindings the pages share.
 */
const pageRuntimeModule = path.join(import.meta.dirname, 'web', 'pageRuntime.ts');

/**
 * Runs after Rspress's MDX loader in a production build: the compiled page's code, all but its imports, goes to a
 * file of its own (`static/pages/<page>-<imports>.js`, `bodyFiles.ts`), and the module the bundler keeps is its
 * imports and a top-level await of that file. The page renders the same, from the same code; the bundler's two
 * compilations no longer hold every page's text, which is most of their memory on a site of thousands of pages
 * (bench/NOTES.md). The file is written off the build's thread, which goes on with other pages meanwhile.
 */
export default function pageBodyLoader(this: Rspack.LoaderContext<PageBodyLoaderOptions>, code: string): void {
  const { storeDir, server = false } = this.getOptions();
  const callback = this.async();
  const codeHash = createHash('sha256').update(code).digest('hex');
  const first = firstSplits.get(this.resourcePath);
  let split: Promise<StoredBody | undefined>;
  if (first?.codeHash === codeHash) {
    firstSplits.delete(this.resourcePath);
    split = first.split;
  } else {
    split = splitAndWrite(code, this.rootContext, this.resourcePath, storeDir);
    firstSplits.set(this.resourcePath, { codeHash, split });
  }
  split.then(
    (stored) => callback(null, stored ? pageModule(stored, server) : code),
    (error: Error) => callback(error),
  );
}

/**
 * Rspress compiles a page once for the browser's and the server's compilations, which both get its code: the split
 * made for the first is kept, by page and code hash, until the second takes it, so each page is parsed and written
 * once.
 */
const firstSplits = new Map<string, { codeHash: string; split: Promise<StoredBody | undefined> }>();

/** A page split and its body written to the store: the body's path under the site and its content's hash. */
interface StoredBody {
  file: string;
  bodyHash: string;
  imports: string;
  bindings: string[];
}

/**
 * The module the bundler keeps for a page: its imports and a load of its body. The server's also names the body's
 * content (a query the store ignores), so that its route's chunk changes with the page's text: the SSG cache keeps a
 * page's render while that chunk is unchanged. The browser's names the body only, so a text edit changes no script.
 */
function pageModule({ file, bodyHash, imports, bindings }: StoredBody, server: boolean): string {
  const url = server ? `${file}?${bodyHash}` : file;
  return [
    imports,
    `import { loadPageComponent } from ${JSON.stringify(pageRuntimeModule)};`,
    `const MDXContent = await loadPageComponent(${JSON.stringify(url)}, { ${bindings.join(', ')} });`,
    'export default MDXContent;',
    '',
  ].join('\n');
}

/**
 * Splits the page at `resourcePath` and writes its body to the store; undefined if unsplit. The body's name is made
 * of the page's and its imports' paths relative to the site (`root`), so that a build in another folder names it the
 * same.
 */
async function splitAndWrite(
  code: string,
  root: string,
  resourcePath: string,
  storeDir: string,
): Promise<StoredBody | undefined> {
  const split = splitPageModule(code, sharedImports);
  if (!split) return undefined;
  const page = path.relative(root, resourcePath).split(path.sep).join('/');
  const file = bodyFilePath(page, `${split.imports.replaceAll(root, '')}\n${split.bindings.join(',')}`);
  await writeBody(path.join(storeDir, file), split.body);
  const bodyHash = bodyContentHash(split.body);
  return { file, bodyHash, imports: split.imports, bindings: split.bindings };
}

/**
 * Writes a body to the store, the folder made when missing. A body already there of other text is replaced by a new
 * file renamed over it, never written in place: an earlier output links the store's file (`publishBodies.ts`), and
 * keeps the body it was built with.
 */
async function writeBody(target: string, body: string): Promise<void> {
  try {
    await writeFile(target, body, { flag: 'wx' });
    return;
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT') {
      await mkdir(path.dirname(target), { recursive: true });
      return writeBody(target, body);
    }
    if (code !== 'EEXIST') throw error;
  }
  if ((await readFile(target, 'utf8')) === body) return;
  await replaceFileAsync(target, body);
}
