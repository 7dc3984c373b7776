import { useEffect } from 'react';
import { byClass, rspressMarkup } from '../../../shared/rspressMarkup';

/** Desktop layout starts above 996 px (the product's layout); the same figure as the media queries in `styles/layout.css`. */
export const desktopQuery = '(min-width: 997px)';

/**
 * Closes the mobile docs sidebar when the layout becomes desktop-wide and on back/forward navigation.
 * Rspress keeps the drawer's open state inside DocLayout with no prop to reach it; its own mask closes it on click,
 * so this clicks the mask rather than ejecting the whole layout. Left open, the drawer would also keep the body
 * scroll-locked on desktop.
 */
export function SidebarDrawerGuard(): null {
  useEffect(() => {
    const closeDrawer = () => {
      const mask = document.querySelector<HTMLElement>(byClass(rspressMarkup.sidebarMaskClass));
      if (mask && document.querySelector(byClass(rspressMarkup.sidebarOpenClass))) mask.click();
    };
    const desktop = window.matchMedia(desktopQuery);
    const onLayoutChange = () => {
      if (desktop.matches) closeDrawer();
    };
    desktop.addEventListener('change', onLayoutChange);
    window.addEventListener('popstate', closeDrawer);
    return () => {
      desktop.removeEventListener('change', onLayoutChange);
      window.removeEventListener('popstate', closeDrawer);
    };
  }, []);
  return null;
}
