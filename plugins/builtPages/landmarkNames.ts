import { landmarkNames } from '../../shared/landmarkNames.ts';
import { rspressMarkup } from '../../shared/rspressMarkup.ts';
import { asciiAttribute } from './pageBytes.ts';

/** What each `<aside>` class names: the landmark's name, or none for an empty spacer (no landmark). */
const asides = new Map<string, string>([
  [rspressMarkup.sidebarClass, `aria-label="${asciiAttribute(landmarkNames.sidebar)}"`],
  [rspressMarkup.outlineClass, `aria-label="${asciiAttribute(landmarkNames.outline)}"`],
  // Rspress's empty spacers where a page turns the sidebar or outline off are no landmark.
  [rspressMarkup.sidebarPlaceholderClass, 'role="presentation"'],
  [rspressMarkup.outlinePlaceholderClass, 'role="presentation"'],
]);

/**
 * `<aside class="…">` whose class list starts with exactly one of those classes, not with a longer name: one pattern,
 * so a page is searched once, not once a class.
 */
const aside = new RegExp(`<aside class="(${[...asides.keys()].join('|')})(?=[ "])`, 'g');

/**
 * A page's HTML with the docs layout's `<aside>` landmarks named and its empty spacers taken out of the landmarks.
 * The theme names them only once React has hydrated the page, and a screen reader (or axe) reading the page before
 * that found two unnamed complementary landmarks; React leaves attributes it does not manage alone when it hydrates.
 */
export function withNamedLandmarks(html: string): string {
  return html.replace(aside, (_, className: string) => `<aside ${asides.get(className)} class="${className}`);
}
