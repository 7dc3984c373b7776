/*
 * Rspress's private markup that the site depends on: DOM ids, class names and the marker of its inline script. None
 * of them is public API, so they are named here, once, and `theme/upstream/rspress/rspress.test.ts` checks each against the installed
 * `@rspress/core` (run it first when bumping Rspress). Plain strings, so plugins, CSS comments and tests can use
 * them too. `theme/styles/layout.css` styles the sidebar classes below; keep it in step.
 */

/** Rspress's private element names, each with why the site uses it. */
export const rspressMarkup = {
  // The element Rspress portals its full-screen menus into; the ejected NavHamburger portals its nav screen there.
  modalContainerId: '__rspress_modal_container',
  // The docs sidebar `<aside>`: the site names the landmark and restyles the drawer at mobile width.
  sidebarClass: 'rp-doc-layout__sidebar',
  // The modifier Rspress sets on the sidebar while the mobile drawer is open.
  sidebarOpenClass: 'rp-doc-layout__sidebar--open',
  // The "On this page" `<aside>`: named as a landmark.
  outlineClass: 'rp-doc-layout__outline',
  // The empty `<aside>` spacers Rspress renders where a page hides the sidebar or outline: no landmark.
  sidebarPlaceholderClass: 'rp-doc-layout__sidebar-placeholder',
  outlinePlaceholderClass: 'rp-doc-layout__outline-placeholder',
  // The mask over the page while the drawer is open; clicking it is the only way to close the drawer from outside.
  sidebarMaskClass: 'rp-sidebar-menu__mask',
  // The localStorage key in Rspress's pre-paint script; the site swaps that script for its own by finding this key.
  themeScriptMarker: 'rspress-theme-appearance',
} as const;

/**
 * More of Rspress's private class names, which only the browser tests use to find parts of the page that have no
 * role or name of their own.
 */
export const rspressTestMarkup = {
  navClass: 'rp-nav',
  navMenuClass: 'rp-nav-menu',
  navOthersClass: 'rp-nav__others',
  docClass: 'rp-doc',
  headerAnchorClass: 'rp-header-anchor',
  lastUpdatedClass: 'rp-last-updated',
  llmsCopyButtonClass: 'rp-llms-copy-button',
  llmsContainerClass: 'rp-llms-container',
  searchResultsClass: 'rp-search-panel__results',
  noSearchResultClass: 'rp-no-search-result',
  docContainerClass: 'rp-doc-layout__doc-container',
  sidebarItemActiveClass: 'rp-sidebar-item--active',
  tabLabelClass: 'rp-tabs__label__item',
  tabLabelSelectedClass: 'rp-tabs__label__item--selected',
  notFoundClass: 'rp-not-found',
  codeBlockClass: 'rp-codeblock',
  codeCopyButtonClass: 'rp-code-copy-button',
} as const;

/** `.name` for a class name above. */
export const byClass = (name: string): string => `.${name}`;
