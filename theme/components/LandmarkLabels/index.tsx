import { useLocation } from '@rspress/core/runtime';
import { type ReactNode, useCallback, useEffect } from 'react';
import { byClass, rspressMarkup } from '../../../shared/rspressMarkup';

/**
 * Names the `<aside>` it is rendered in (axe landmark-unique) on a page rendered by a client-side navigation; the
 * build writes the same names into every page's HTML (plugins/builtPages/landmarkNames.ts), which are there before hydration: given to the layout's `beforeSidebar` and
 * `beforeOutline` slots, which Rspress renders as the first child of the sidebar and outline landmarks, it labels its
 * parent when it mounts, in the same commit. The same slots also fill the mobile outline menu, which is no `<aside>`
 * and is left alone. React leaves attributes it does not manage alone.
 */
export function LandmarkName({ label }: { label: string }): ReactNode {
  const nameParent = useCallback(
    (marker: HTMLElement | null) => {
      const parent = marker?.parentElement;
      if (parent?.tagName === 'ASIDE') parent.setAttribute('aria-label', label);
    },
    [label],
  );
  return <span ref={nameParent} hidden />;
}

/** Rspress's empty `<aside>` spacers where a page turns the sidebar or outline off (blog pages). */
const spacers = [rspressMarkup.sidebarPlaceholderClass, rspressMarkup.outlinePlaceholderClass].map(byClass).join(', ');

/**
 * Takes the landmark role from Rspress's empty spacers after a client-side navigation (the built HTML has it already): they are `<aside>`s with nothing in them and no slot to reach,
 * so they are found by class after each route renders.
 */
export function SpacerRoles(): null {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each route renders the layout's spacers anew.
  useEffect(() => {
    for (const element of document.querySelectorAll(spacers)) element.setAttribute('role', 'presentation');
  }, [pathname]);
  return null;
}
