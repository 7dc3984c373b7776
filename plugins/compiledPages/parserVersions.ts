import { packageVersions } from '../packageVersions.ts';

/** The packages whose versions decide a compiled page's tree: a new version makes new cache entries. */
export const parserVersions = packageVersions(['@rspress/core', 'remark-parse', 'remark-mdx', 'remark-gfm']);
