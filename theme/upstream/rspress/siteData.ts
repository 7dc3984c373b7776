/*
 * Rspress's site data (`virtual-site-data`): the object `useSite()` returns, from which `useLocaleSiteData()` reads
 * the sidebars at each render. No public API adds a sidebar once the site is built, and a docs section's sidebar ships
 * with the section's pages rather than in the entry chunk every page downloads (plugins/sectionSidebars.ts): each of
 * the section's pages imports a module that calls `addSectionSidebar` before the page renders.
 */
import type { SidebarData } from '@rspress/core';
import siteData from 'virtual-site-data';

/**
 * Makes `items` the sidebar of the pages under `prefix` (`/guides/`). The sidebars become a new object, so that
 * Rspress's `useSidebar`, which memoises on it, sees the change at its next render.
 */
export function addSectionSidebar(prefix: string, items: SidebarData): void {
  const { themeConfig } = siteData;
  if (themeConfig.sidebar[prefix] !== undefined) return;
  themeConfig.sidebar = { ...themeConfig.sidebar, [prefix]: items };
}
