import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { documentedAddressId } from '../../examples/fixtures/documentedFlow.ts';
import { namedImport } from '../mdxImport.ts';
import { curlRequest, type SampleRequest } from './curlRequest.ts';

/** The part of an MDX syntax tree this plugin reads and writes. */
interface MdxNode {
  type: string;
  name?: string | null;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  attributes?: { type: 'mdxJsxAttribute'; name: string; value: string }[];
  position?: { start: { line: number } };
  children?: MdxNode[];
}

/** The component the control is, and where it lives. */
const tryItComponent = 'TryIt';
const tryItModule = fileURLToPath(new URL('../../theme/components/TryIt/index.tsx', import.meta.url));

const shellLanguages = new Set(['bash', 'sh', 'shell']);

/** The `<TryIt …/>` element for a request: plain string attributes, which no parser reads as code. */
function tryItElement(request: SampleRequest): MdxNode {
  return {
    type: 'mdxJsxFlowElement',
    name: tryItComponent,
    attributes: Object.entries(request).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value })),
    children: [],
  };
}

/**
 * Puts a "Try it" control under each request sample: after a `<Tabs>` group whose shell tab is one curl call to the
 * API (its TypeScript and Python tabs send the same request), else after the lone curl block. The request is read
 * from the curl command at build time; a sample flagged `no-run` gets none.
 */
export function remarkTryIt({ apiUrl, env }: { apiUrl: string; env: Readonly<Record<string, string>> }) {
  return () => (tree: MdxNode, file: { path?: string }) => {
    const after = new Map<MdxNode, SampleRequest>();
    const walk = (node: MdxNode, tabs: MdxNode | undefined) => {
      if (
        node.type === 'code' &&
        shellLanguages.has(node.lang ?? '') &&
        !/(?:^|\s)no-run(?:\s|$)/.test(node.meta ?? '')
      ) {
        let request: SampleRequest | undefined;
        try {
          request = curlRequest(node.value ?? '', apiUrl, env);
        } catch (error) {
          const where = `${file.path ?? 'a page'}:${node.position?.start.line ?? 0}`;
          throw new Error(`${where}: ${error instanceof Error ? error.message : error}`);
        }
        const anchor = tabs ?? node;
        if (request && !after.has(anchor)) after.set(anchor, request);
      }
      const inTabs = node.type === 'mdxJsxFlowElement' && node.name === 'Tabs' ? node : tabs;
      for (const child of node.children ?? []) walk(child, inTabs);
    };
    walk(tree, undefined);
    if (after.size === 0) return;
    const insert = (node: MdxNode) => {
      if (!node.children) return;
      node.children = node.children.flatMap((child) => {
        insert(child);
        const request = after.get(child);
        return request ? [child, tryItElement(request)] : [child];
      });
    };
    insert(tree);
    tree.children = [namedImport(tryItComponent, tryItModule) as MdxNode, ...(tree.children ?? [])];
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
