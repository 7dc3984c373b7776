/*
 * The one door to Rspress's unexported modules: this folder. Everything else imports Rspress through
 * `@rspress/core/theme-original` and `@rspress/core/runtime` (Biome's noRestrictedImports forbids
 * `@rspress/core/dist/...` outside this folder). Its modules are split by where they run, since no one file can serve
 * all three: this one for the theme's components (browser and SSG), styles.ts for the CSS of ejected components
 * (side-effect imports), siteData.ts for what is added to Rspress's site data (it imports the virtual module, which
 * only a Rspress build resolves), build.ts for the build's plugins (Node only: Rspress's Node modules cannot enter the
 * browser bundle, and Node cannot load the theme's components and their CSS).
 * Each import says why no public export serves; `rspress.test.ts` checks that every path still exists and exports the
 * same names, so a Rspress bump that moves one fails there with its name instead of in a build or a browser.
 */

// The ejected NavHamburger (valid HTML for its mid-width menu) renders Rspress's nav screen, which is not exported.
export type { NavItemsSlots } from '@rspress/core/dist/theme/components/Nav/index.js';
export { NavVersions } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
export { useNavScreen } from '@rspress/core/dist/theme/components/NavHamburger/useNavScreen.js';
export { NavScreen, NavScreenDivider } from '@rspress/core/dist/theme/components/NavScreen/index.js';
export { NavScreenAppearance } from '@rspress/core/dist/theme/components/NavScreen/NavScreenAppearance.js';
export { NavScreenLangs } from '@rspress/core/dist/theme/components/NavScreen/NavScreenLangs.js';

/**
 * The search panel's own module: the public `SearchPanel` export lives in the theme's index, which every page loads,
 * so importing it there would put the panel and its search engine in every page's bundle instead of a lazy chunk.
 */
export const loadSearchPanel = () => import('@rspress/core/dist/theme/components/Search/SearchPanel.js');
