/*
 * The build's one door to Rspress's unexported modules (the theme's is `theme/upstream/rspress`). Biome's
 * noRestrictedImports forbids `@rspress/core/dist/...` everywhere else; each export says why no public one serves.
 */

// The options of Rspress's Shiki step (its theme, transformers and languages), built by the call its MDX compiler
// makes, so that code highlighted ahead of the compile (`plugins/highlightAhead`) is exactly what the compile would
// make. `highlightAhead.test.ts` fails when the module moves or the compile stops passing `markdown.shiki` through.
export { createRehypeShikiOptions } from '@rspress/core/dist/node/mdx/rehypePlugins/shiki.js';
