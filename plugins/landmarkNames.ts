import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { landmarkNames } from '../shared/landmarkNames.ts';
import { listFiles } from '../shared/listFiles.ts';
import { rspressMarkup } from '../shared/rspressMarkup.ts';

/** `<aside class="…">` whose class list starts with exactly `className`, not with a longer name. */
const asideOf = (className: string) => new RegExp(`<aside class="${className}(?=[ "])`, 'g');

const rewrites: ReadonlyArray<[RegExp, string]> = [
  [
    asideOf(rspressMarkup.sidebarClass),
    `<aside aria-label="${landmarkNames.sidebar}" class="${rspressMarkup.sidebarClass}`,
  ],
  [
    asideOf(rspressMarkup.outlineClass),
    `<aside aria-label="${landmarkNames.outline}" class="${rspressMarkup.outlineClass}`,
  ],
  // Rspress's empty spacers where a page turns the sidebar or outline off are no landmark.
  ...[rspressMarkup.sidebarPlaceholderClass, rspressMarkup.outlinePlaceholderClass].map(
    (className): [RegExp, string] => [asideOf(className), `<aside role="presentation" class="${className}`],
  ),
];

/** A page's HTML with the layout's landmarks named and its spacers taken out of the landmarks. */
export function withNamedLandmarks(html: string): string {
  return rewrites.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), html);
}

/**
 * Names the docs layout's `<aside>` landmarks in every built page, after the build: the theme names them only once
 * React has hydrated the page, and a screen reader (or axe) reading the page before that found two unnamed
 * complementary landmarks. React leaves attributes it does not manage alone when it hydrates.
 */
export function pluginLandmarkNames(): RspressPlugin {
  return {
    name: 'vihje-landmark-names',
    async afterBuild(config, isProduction) {
      if (!isProduction) return;
      for (const file of listFiles(path.resolve(config.outDir ?? 'doc_build'), (name) => name.endsWith('.html'))) {
        const html = readFileSync(file, 'utf8');
        const named = withNamedLandmarks(html);
        if (named !== html) writeFileSync(file, named);
      }
    },
  };
}
