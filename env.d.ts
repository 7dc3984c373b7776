/// <reference types="@rspress/core/theme" />
/// <reference types="@rsbuild/core/types" />

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';

declare module 'virtual-openapi-reference' {
  const reference: import('./plugins/openapi/referenceTypes').ApiReferenceData;
  export default reference;
}

declare module '@rspress/core/dist/theme/components/Search/SearchPanel.js' {
  export { SearchPanel } from '@rspress/core/theme-original';
}

declare module '@rspress/core/dist/theme/components/Llms/getLlmsCopyContent.js' {
  export function getLlmsCopyContent(url: string): Promise<string>;
}

interface ImportMetaEnv {
  /** Where Scalar's browser bundle is published, after the asset prefix (plugins/scalarBundle.ts). */
  readonly SCALAR_BUNDLE_PATH: string;
}
