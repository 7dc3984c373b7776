import { listFiles } from '../shared/listFiles.ts';

/** Every Markdown and MDX file under the docs root: the pages and posts a build compiles. */
export const markdownPages = (root: string): string[] =>
  listFiles(root, (file) => /\.mdx?$/.test(file) && !file.includes('/node_modules/'));
