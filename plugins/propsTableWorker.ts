/**
 * Worker thread entry: the props tables' Markdown, one per entry, from the official @rspress/plugin-api-docgen
 * (react-docgen-typescript). Loading TypeScript and creating the program takes about a second of CPU; in a worker it
 * runs on the core that is idle while Rspress reads the config and indexes the pages, instead of on the build's main
 * thread. Started by `plugins/propsTables.ts`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { PageIndexInfo } from '@rspress/core';
import { pluginApiDocgen } from '@rspress/plugin-api-docgen';
import ts from 'typescript';

/** What the worker is given. */
export interface PropsTableRequest {
  /** Entry name → component file, as `<API moduleName>` names it. */
  entries: Record<string, string>;
  /** The site's tsconfig.json, absolute. */
  tsconfig: string;
  /** The site's language: the plugin writes its table headings in it. */
  lang: string;
  /** Read the components with every library of the tsconfig, the DOM's included (the tests compare both ways). */
  domLibraries?: boolean;
}

/**
 * The site's compiler options for reading the components, without the Node.js types (`types: ["node"]`) and, unless
 * asked for, without the DOM's libraries: the components' props use neither, and loading them is most of
 * react-docgen-typescript's time (lib.dom.d.ts alone is 1.5 MB of declarations to parse and bind). A prop typed with
 * a DOM type (`HTMLElement`) still reads as written; `propsTables.test.ts` fails when any table differs from the one
 * made with them.
 */
function componentCompilerOptions(tsconfig: string, domLibraries: boolean): ts.CompilerOptions {
  const { config } = ts.readConfigFile(tsconfig, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(tsconfig));
  const lib = domLibraries ? options.lib : options.lib?.filter((file) => !file.startsWith('lib.dom'));
  return { ...options, types: [], ...(lib ? { lib } : {}) };
}

async function propsTables({
  entries,
  tsconfig,
  lang,
  domLibraries = false,
}: PropsTableRequest): Promise<Record<string, string>> {
  const compilerOptions = componentCompilerOptions(tsconfig, domLibraries);
  const docgen = pluginApiDocgen({
    entries,
    apiParseTool: 'react-docgen-typescript',
    parseToolOptions: {
      'react-docgen-typescript': {
        compilerOptions: Object.fromEntries(Object.keys(entries).map((name) => [name, compilerOptions])),
        shouldRemoveUndefinedFromOptional: true,
      },
    },
  });
  // The plugin adds its runtime table's virtual module to the config it is given: a scratch config, unused.
  await docgen.beforeBuild?.({ lang }, true);
  // The plugin hands out a table only by replacing `<API …/>` in a page it reads from disk: one scratch page each.
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'vihje-props-tables-'));
  try {
    const pages = Object.keys(entries).map((name) => {
      const file = path.join(scratch, `${name}.mdx`);
      writeFileSync(file, `<API moduleName="${name}" />`);
      return { _filepath: file, lang, content: '' } as PageIndexInfo;
    });
    await docgen.modifySearchIndexData?.(pages, true);
    return Object.fromEntries(Object.keys(entries).map((name, index) => [name, pages[index]?.content ?? '']));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

parentPort?.postMessage(await propsTables(workerData as PropsTableRequest));
