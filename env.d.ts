/// <reference types="@rspress/core/theme" />
/// <reference types="@rsbuild/core/types" />

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
// Rspress's declaration files import their Sass sources (theme/upstream/rspress reaches a few of them).
declare module '*.scss';

declare module 'virtual-api-changelog' {
  const changelog: import('./shared/apiChangelog').ApiChangelog;
  export default changelog;
}

declare module 'virtual-openapi-reference' {
  const reference: import('./shared/apiReference').ApiReferenceData;
  export default reference;
}

/**
 * True in the test build only (`npm run build:test`, which `npm test` runs): guards the browser tests' hooks. A
 * compile-time constant (plugins/testHooks.ts), so production bundles carry none of them.
 */
declare const VIHJE_TEST_HOOKS: boolean;

interface ImportMetaEnv {
  /** Where Scalar's browser bundle is published, after the asset prefix (plugins/scalarBundle.ts). */
  readonly SCALAR_BUNDLE_PATH: string;
}

/** Rspress's site data: the site's title, theme config, sidebars; `useSite()` returns it. */
declare module 'virtual-site-data' {
  const siteData: import('@rspress/shared').SiteData;
  export default siteData;
}

/** Rspress's page-data module: the hash of each language and version's search index, keyed `<version>###<lang>`. */
declare module 'virtual-page-data' {
  export const searchIndexHash: Record<string, string>;
}

/** Where the bundler serves assets from (the site's base path). */
declare let __webpack_public_path__: string;
