import type { RspressPlugin } from '@rspress/core';
import type { Parent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visitParents } from 'unist-util-visit-parents';
import { documentedAddressId } from '../../sampleApi/data/documentedFlow.ts';
import { namedImport } from '../mdxImport.ts';
import { curlRequest, type SampleRequest } from './curlRequest.ts';

/** The component the control is, and where it lives. */
const tryItComponent = 'TryIt';
// Through the theme's alias: plugins name theme modules, they never reach into the theme's files.
const tryItModule = '@theme/components/TryIt';

const shellLanguages = new Set(['bash', 'sh', 'shell']);

/** The `<TryIt …/>` element for a request: plain string attributes, which no parser reads as code. */
function tryItElement(request: SampleRequest): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: tryItComponent,
    attributes: Object.entries(request).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value })),
    children: [],
  };
}

const isTabs = (node: Root | RootContent) => node.type === 'mdxJsxFlowElement' && node.name === 'Tabs';

/**
 * Puts a "Try it" control under each request sample: after a `<Tabs>` group whose shell tab is one curl call to the
 * API (its TypeScript and Python tabs send the same request), else after the lone curl block. The request is read
 * from the curl command at build time; a sample flagged `no-run` gets none.
 */
export function remarkTryIt({ apiUrl, env }: { apiUrl: string; env: Readonly<Record<string, string>> }) {
  return () => (tree: Root, file: { path?: string }) => {
    // The node a control goes after (the sample, or the `<Tabs>` it is in), with its parent.
    const after = new Map<RootContent, { parent: Parent; request: SampleRequest }>();
    visitParents(tree, 'code', (code, ancestors) => {
      if (!shellLanguages.has(code.lang ?? '') || /(?:^|\s)no-run(?:\s|$)/.test(code.meta ?? '')) return;
      let request: SampleRequest | undefined;
      try {
        request = curlRequest(code.value, apiUrl, env);
      } catch (error) {
        const where = `${file.path ?? 'a page'}:${code.position?.start.line ?? 0}`;
        throw new Error(`${where}: ${error instanceof Error ? error.message : error}`);
      }
      const tabs = ancestors.findLastIndex(isTabs);
      const anchor = (tabs < 0 ? code : ancestors[tabs]) as RootContent;
      const parent = (tabs < 0 ? ancestors.at(-1) : ancestors[tabs - 1]) as Parent;
      if (request && !after.has(anchor)) after.set(anchor, { parent, request });
    });
    if (after.size === 0) return;
    for (const [anchor, { parent, request }] of after) {
      parent.children.splice(parent.children.indexOf(anchor) + 1, 0, tryItElement(request));
    }
    tree.children = [namedImport(tryItComponent, tryItModule) as RootContent, ...tree.children];
  };
}

/**
 * "Try it" beside the docs' request samples: each sends its request to the in-browser sandbox and shows the answer
 * in place (theme/components/TryIt). The samples' `ADDRESS_ID` is the documented flow's, over the sample data.
 */
export function pluginTryIt({ apiUrl }: { apiUrl: string }): RspressPlugin {
  return {
    name: 'vihje-try-it',
    markdown: { remarkPlugins: [remarkTryIt({ apiUrl, env: { ADDRESS_ID: documentedAddressId } })] },
  };
}
