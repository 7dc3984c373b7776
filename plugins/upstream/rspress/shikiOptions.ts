/*
 * The options of Rspress's Shiki step, for a process that highlights code without compiling pages (the highlighting
 * worker, `plugins/highlightAhead/worker.ts`).
 */

import {
  transformerAddFold,
  transformerAddLang,
  transformerAddLineNumbers,
  transformerAddTitle,
  transformerAddWrapCode,
} from '@rspress/core/shiki-transformers';
import type { RehypeShikiOptions } from '@shikijs/rehype';
import { createCssVariablesTheme } from 'shiki';

const cssVariablesTheme = createCssVariablesTheme({
  name: 'css-variables',
  variablePrefix: '--shiki-',
  variableDefaults: {},
  fontStyle: true,
});

/**
 * The options Rspress's MDX compile gives Shiki, made as `createRehypeShikiOptions` of
 * `dist/node/mdx/rehypePlugins/shiki.js` makes them (without its extra options argument), from the package's public
 * transformers and Shiki's own theme maker. Rspress's module imports its transformers through a chunk that loads its
 * whole Markdown compiler, which a worker that only highlights would load at its start for nothing (bench/NOTES.md
 * has what it cost); theme/upstream/rspress/rspress.test.ts checks that blocks highlighted with these options and
 * with Rspress's are the same.
 */
export function shikiStepOptions(
  showLineNumbers: boolean,
  defaultWrapCode: boolean,
  defaultCodeOverflow?: { height?: number; behavior?: 'fold' | 'scroll' },
): RehypeShikiOptions {
  return {
    theme: cssVariablesTheme,
    defaultLanguage: 'txt',
    lazy: true,
    langs: ['tsx', 'ts', 'js'],
    transformers: [
      transformerAddTitle(),
      transformerAddLang(),
      transformerAddLineNumbers({ defaultShowLineNumbers: showLineNumbers }),
      transformerAddWrapCode({ defaultWrapCode }),
      transformerAddFold({ defaultCodeOverflow }),
    ],
  };
}
