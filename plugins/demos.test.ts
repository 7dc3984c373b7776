import type { Root } from 'mdast';
import { describe, expect, it, vi } from 'vitest';
import { hasDemo, pluginDemos, remarkImportPreview } from './demos';

/** A Markdown tree of these nodes. */
const root = (...children: unknown[]) => ({ type: 'root', children }) as Root;

vi.hoisted(() => {
  // The plugin's ES module reads CommonJS's `__dirname`: Rspress's config loader (jiti) defines it, Node does not.
  (globalThis as { __dirname?: string }).__dirname ??= process.cwd();
});

const previewElement = { type: 'mdxJsxFlowElement', name: 'Preview', children: [] };

describe('remarkImportPreview', () => {
  it('imports the preview card into a page with a demo, even one nested in other elements', () => {
    const tree = root({ type: 'mdxJsxFlowElement', name: 'Tabs', children: [previewElement] });
    remarkImportPreview()(tree);
    expect(tree.children).toHaveLength(2);
    const [esm] = tree.children as unknown as [{ type: string; value: string; data: { estree: { body: unknown[] } } }];
    expect(esm.type).toBe('mdxjsEsm');
    expect(esm.value).toBe('import { Preview } from "@theme/components/Preview"');
    expect(esm.data.estree.body).toEqual([
      expect.objectContaining({
        type: 'ImportDeclaration',
        specifiers: [expect.objectContaining({ imported: { type: 'Identifier', name: 'Preview' } })],
      }),
    ]);
  });

  it('leaves a page without a demo alone', () => {
    const tree = root({ type: 'paragraph', children: [] });
    remarkImportPreview()(tree);
    expect(tree.children).toEqual([{ type: 'paragraph', children: [] }]);
  });
});

describe('pluginDemos', () => {
  it('keeps the Markdown transform of the plugin and leaves out what every page would pay for', () => {
    const plugin = pluginDemos();
    expect(plugin.globalUIComponents).toBeUndefined();
    expect(plugin.markdown?.globalComponents).toBeUndefined();
    expect(plugin.markdown?.remarkPlugins).toHaveLength(2);
    expect(plugin.markdown?.remarkPlugins?.at(-1)).toBe(remarkImportPreview);
    expect(plugin.builderConfig?.performance).toBeUndefined();
  });
});

describe('hasDemo', () => {
  const code = (lang: string, meta: string | null) => root({ type: 'code', lang, meta, value: '' });

  it('finds a code block in a preview language whose meta asks for a preview, and nothing else', () => {
    expect(hasDemo(code('tsx', 'file="<root>/examples/demos/A.tsx" preview'))).toBe(true);
    expect(hasDemo(code('tsx', 'preview="iframe-follow"'))).toBe(true);
    expect(hasDemo(code('tsx', 'title="a.tsx"'))).toBe(false);
    expect(hasDemo(code('ts', 'preview'))).toBe(false);
    expect(hasDemo(code('tsx', null))).toBe(false);
  });
});
