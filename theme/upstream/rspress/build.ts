/*
 * The build's side of the door to Rspress's unexported modules (Node only, like markup.ts; the theme's side is
 * index.ts), checked by rspress.test.ts.
 */

// The options of Rspress's Shiki step (its theme, transformers and languages), built by the call its MDX compiler
// makes, so that code highlighted ahead of the compile (`plugins/highlightAhead`) is exactly what the compile would
// make. rspress.test.ts also checks that the compile still passes the config's `markdown.shiki` through to it.
export { createRehypeShikiOptions } from '@rspress/core/dist/node/mdx/rehypePlugins/shiki.js';

// How many pages Rspress's static-site generation renders at once in a production build (default 32), read from
// the environment by `dist/node/ssg/ssgEnv.js`; `plugins/ssgConcurrency.ts` sets it.
export const ssgConcurrencyVariable = 'RSPRESS_SSG_CONCURRENCY';
