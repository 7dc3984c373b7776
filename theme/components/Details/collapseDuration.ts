/**
 * How long opening or closing takes for content `height` px tall: longer for taller content, but sub-linearly, so a
 * long block doesn't crawl (the Material Design auto-height curve, as Docusaurus's Details uses it).
 */
export function collapseDuration(height: number): number {
  if (height <= 0) return 0;
  const ratio = height / 36;
  return Math.round((4 + 15 * ratio ** 0.25 + ratio / 5) * 10);
}
