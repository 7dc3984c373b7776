import { listFiles } from '../shared/listFiles.ts';

/** Every Markdown and MDX file under the docs root: the pages and posts a build compiles. */
export const markdownPages = (root: string): string[] =>
  listFiles(root, (file) => /\.mdx?$/.test(file) && !file.includes('/node_modules/'));

/**
 * The number of pages from which a production build works as a large site's: its pages parsed and highlighted ahead
 * in workers beside the compile, Rspack's allocator giving freed memory back at once. On two cores a smaller site's
 * build is faster, and uses less CPU, without them (bench/NOTES.md).
 */
export const largeSitePages = 5000;
