import { useMDXComponents } from '@mdx-js/react';
import type { ComponentType } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { loadPageBody } from './loadPageBody.ts';

/**
 * The bindings every compiled page imports, by module, handed to each page's body by this one module rather than
 * imported by every page's module: the bundler then keeps fewer dependencies a page (`../sharedImports.ts`).
 */
export const pageRuntime = {
  'react/jsx-runtime': { Fragment, jsx, jsxs },
  '@mdx-js/react': { useMDXComponents },
};

/** A page's component: its body (`file`, under the site) given the page's own imports' bindings and the runtime's. */
export async function loadPageComponent(
  file: string,
  bindings: Record<string, unknown>,
): Promise<ComponentType<Record<string, unknown>>> {
  const body = await loadPageBody(file);
  return body(bindings, pageRuntime);
}
