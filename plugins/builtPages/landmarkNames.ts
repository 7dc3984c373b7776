import { landmarkNames } from '../../shared/landmarkNames.ts';
import { rspressMarkup } from '../../shared/rspressMarkup.ts';
import { asciiAttribute } from './pageBytes.ts';

/** `<aside class="…">` whose class list starts with exactly `className`, not with a longer name. */
const asideOf = (className: string) => new RegExp(`<aside class="${className}(?=[ "])`, 'g');

const rewrites: ReadonlyArray<[RegExp, string]> = [
  [
    asideOf(rspressMarkup.sidebarClass),
    `<aside aria-label="${asciiAttribute(landmarkNames.sidebar)}" class="${rspressMarkup.sidebarClass}`,
  ],
  [
    asideOf(rspressMarkup.outlineClass),
    `<aside aria-label="${asciiAttribute(landmarkNames.outline)}" class="${rspressMarkup.outlineClass}`,
  ],
  // Rspress's empty spacers where a page turns the sidebar or outline off are no landmark.
  ...[rspressMarkup.sidebarPlaceholderClass, rspressMarkup.outlinePlaceholderClass].map(
    (className): [RegExp, string] => [asideOf(className), `<aside role="presentation" class="${className}`],
  ),
];

/**
 * A page's HTML with the docs layout's `<aside>` landmarks named and its empty spacers taken out of the landmarks.
 * The theme names them only once React has hydrated the page, and a screen reader (or axe) reading the page before
 * that found two unnamed complementary landmarks; React leaves attributes it does not manage alone when it hydrates.
 */
export function withNamedLandmarks(html: string): string {
  return rewrites.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), html);
}
