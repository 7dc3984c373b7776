import type { RspressPlugin } from '@rspress/core';
import { pluginPreview } from '@rspress/plugin-preview';
import type { Root, RootContent } from 'mdast';
import type {} from 'mdast-util-mdx';
import { CONTINUE, EXIT, visit } from 'unist-util-visit';
import { namedImport } from './mdxImport.ts';

/** Whether a node of `tree` passes `test`: the walk stops at the first that does. */
function some(tree: Root, test: (node: Root | RootContent) => boolean): boolean {
  let found = false;
  visit(tree, (node) => {
    if (!test(node)) return CONTINUE;
    found = true;
    return EXIT;
  });
  return found;
}

/** The languages whose code blocks can be demos. */
const previewLanguages = ['tsx'];

/** Whether a page has a demo: a code block in a preview language whose meta asks for a preview. */
export const hasDemo = (tree: Root): boolean =>
  some(
    tree,
    (node) => node.type === 'code' && previewLanguages.includes(node.lang ?? '') && /\bpreview\b/.test(node.meta ?? ''),
  );

type RemarkPlugin = NonNullable<NonNullable<RspressPlugin['markdown']>['remarkPlugins']>[number];

/**
 * The plugin's remark step, run only on pages with a demo. On every other page it found nothing to do, after looking
 * the page up in the list of every route (a scan per page: quadratic over a build of hundreds of pages).
 */
function onlyOnPagesWithDemos(entry: RemarkPlugin): RemarkPlugin {
  const [attacher, ...options] = Array.isArray(entry) ? entry : [entry];
  function gated(this: unknown, ...args: unknown[]) {
    const transform = (attacher as (...a: unknown[]) => (tree: Root, file: unknown) => unknown).apply(this, [
      ...options,
      ...args,
    ]);
    return (tree: Root, file: unknown) => (hasDemo(tree) ? transform(tree, file) : undefined);
  }
  return gated as RemarkPlugin;
}

/** The site's preview card, the component the plugin's ```tsx preview blocks turn into. */
const previewComponent = 'Preview';
// Through the theme's alias: plugins name theme modules, they never reach into the theme's files.
const previewModule = '@theme/components/Preview';

const uses = (tree: Root, component: string): boolean =>
  some(tree, (node) => node.type === 'mdxJsxFlowElement' && node.name === component);

/** Imports the preview card into the pages that have a preview block, and only into those. */
export const remarkImportPreview = () => (tree: Root) => {
  if (!uses(tree, previewComponent)) return;
  tree.children = [namedImport(previewComponent, previewModule) as RootContent, ...tree.children];
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
    previewLanguages,
  });
  const { performance: _noBuildCache, ...keptBuilderConfig } = builderConfig ?? {};
  return {
    ...plugin,
    builderConfig: keptBuilderConfig,
    markdown: {
      remarkPlugins: [...(markdown?.remarkPlugins ?? []).map(onlyOnPagesWithDemos), remarkImportPreview],
    },
  };
}
