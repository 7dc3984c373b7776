/// <reference types="@rspress/core/theme" />
/// <reference types="@rsbuild/core/types" />

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
// Rspress's declaration files import their Sass sources (theme/upstream/rspress reaches a few of them).
declare module '*.scss';

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
