import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { pluginPreview } from '@rspress/plugin-preview';

/** The part of an MDX syntax tree this plugin looks at. */
interface MdxNode {
  type: string;
  name?: string | null;
  children?: MdxNode[];
}

/** The site's preview card, the component the plugin's ```tsx preview blocks turn into. */
const previewComponent = 'Preview';
const previewModule = fileURLToPath(new URL('../theme/components/Preview/index.tsx', import.meta.url));

const uses = (node: MdxNode, component: string): boolean =>
  (node.type === 'mdxJsxFlowElement' && node.name === component) ||
  (node.children ?? []).some((child) => uses(child, component));

/** `import { name } from 'source'`, as an MDX ESM node with the estree the MDX compiler reads. */
export function namedImport(name: string, source: string) {
  const identifier = { type: 'Identifier', name };
  return {
    type: 'mdxjsEsm',
    value: `import { ${name} } from ${JSON.stringify(source)}`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportSpecifier', imported: identifier, local: identifier }],
            source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
          },
        ],
      },
    },
  };
}

/** Imports the preview card into the pages that have a preview block, and only into those. */
export const remarkImportPreview = () => (tree: MdxNode) => {
  if (!uses(tree, previewComponent)) return;
  tree.children = [namedImport(previewComponent, previewModule), ...(tree.children ?? [])];
};

/**
 * Live demos in MDX with the official @rspress/plugin-preview: a ```tsx preview block (its code often read from a
 * file with `file="<root>/…"`) is highlighted and rendered, in the page (`internal` mode, rendered into the static
 * HTML too), from that same code. Three things of the plugin are left out, because they would reach every page:
 *
 * - its preview card, which it imports into every MDX page: the site's `Preview` goes only where a demo is;
 * - its fixed-device frame, rendered on every page and only useful for the `iframe-fixed` mode the site does not use;
 * - `performance.buildCache: false`, which switches Rspress's build cache off for the whole site. Only the iframe
 *   modes need it (their demo list is collected while MDX compiles); an internal demo is a plain import that the
 *   cache tracks like any other (a changed demo file rebuilds its page).
 */
export function pluginDemos(): RspressPlugin {
  const {
    globalUIComponents: _fixedDevice,
    markdown,
    builderConfig,
    ...plugin
  } = pluginPreview({
    defaultPreviewMode: 'internal',
    previewLanguages: ['tsx'],
  });
  const { performance: _noBuildCache, ...keptBuilderConfig } = builderConfig ?? {};
  return {
    ...plugin,
    builderConfig: keptBuilderConfig,
    markdown: { remarkPlugins: [...(markdown?.remarkPlugins ?? []), remarkImportPreview] },
  };
}
