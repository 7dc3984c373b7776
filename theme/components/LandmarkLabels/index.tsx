import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';

/** Names for the docs layout's two `<aside>` landmarks, which Rspress leaves unnamed and so indistinguishable. */
const labels: ReadonlyArray<[selector: string, label: string]> = [
  ['.rp-doc-layout__sidebar', 'Docs pages'],
  ['.rp-doc-layout__outline', 'On this page'],
];

/** Empty `<aside>` spacers Rspress renders where a page turns the sidebar or outline off (blog pages): no landmark. */
const spacers = '.rp-doc-layout__sidebar-placeholder, .rp-doc-layout__outline-placeholder';

/**
 * Labels the sidebar and outline landmarks (axe landmark-unique). Rspress renders them inside DocLayout with no prop
 * for attributes; setting the label after render is cheaper than ejecting the whole layout, and React leaves
 * attributes it does not manage alone.
 */
export function LandmarkLabels(): null {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the layout's landmarks can be re-created on navigation.
  useEffect(() => {
    for (const [selector, label] of labels) {
      for (const element of document.querySelectorAll(selector)) element.setAttribute('aria-label', label);
    }
    for (const element of document.querySelectorAll(spacers)) element.setAttribute('role', 'presentation');
  }, [pathname]);
  return null;
}
