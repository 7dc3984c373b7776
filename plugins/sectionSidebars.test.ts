import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TransformHandler } from '@rsbuild/core';
import type { Root } from 'mdast';
import { afterAll, describe, expect, it } from 'vitest';
import {
  pluginSectionSidebars,
  sectionOfFile,
  sectionSidebarCodes,
  sectionSidebarModule,
  sectionSidebarModules,
} from './sectionSidebars';

const docsDir = path.resolve('/site/docs');
const sections = {
  '/guides/': [
    { text: 'Start', link: '/guides/' },
    { text: 'Setup', link: '/guides/setup' },
  ],
  '/recipes/': [{ text: 'Retry', link: '/recipes/retry' }],
};

/** Runs the plugin's remark step over an empty page at `file`; returns the ESM the step added. */
function importsAdded(file: string): string[] {
  const plugin = pluginSectionSidebars({ docsDir, sections });
  const [remark] = plugin.markdown?.remarkPlugins ?? [];
  const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [] }] };
  (remark as () => (tree: Root, file: { path?: string }) => void)()(tree, { path: file });
  return tree.children.flatMap((node) => (node.type === 'mdxjsEsm' ? [node.value] : []));
}

describe('sectionOfFile', () => {
  it("names the section of a page in a section's folder, at any depth", () => {
    expect(sectionOfFile(docsDir, path.join(docsDir, 'guides', 'setup.mdx'))).toBe('/guides/');
    expect(sectionOfFile(docsDir, path.join(docsDir, 'guides', 'deep', 'page.md'))).toBe('/guides/');
  });

  it('names none for a top-level page or a page outside the docs folder', () => {
    expect(sectionOfFile(docsDir, path.join(docsDir, 'index.mdx'))).toBeUndefined();
    expect(sectionOfFile(docsDir, path.resolve('/site/node_modules/.rspress/page.mdx'))).toBeUndefined();
  });
});

describe('sectionSidebarModule', () => {
  it("adds the section's sidebar through the door, with links written as Rspress's site data writes them", () => {
    expect(sectionSidebarModule('/guides/', sections['/guides/'])).toBe(
      [
        'import { addSectionSidebar } from "@theme/upstream/rspress/siteData";',
        'addSectionSidebar("/guides/", [{"text":"Start","link":"/guides/index.html"},{"text":"Setup","link":"/guides/setup.html"}]);',
        '',
      ].join('\n'),
    );
  });
});

describe('pluginSectionSidebars', () => {
  // A docs folder on disk: each section's module names its folder's pages and order as its dependencies.
  const siteDocs = mkdtempSync(path.join(os.tmpdir(), 'vihje-section-sidebars-'));
  afterAll(() => rmSync(siteDocs, { recursive: true, force: true }));
  for (const file of [
    'guides/index.mdx',
    'guides/setup.mdx',
    'guides/advanced/tuning.md',
    'guides/_meta.json',
    'guides/advanced/_meta.json',
    'guides/diagram.svg',
    'recipes/retry.md',
  ]) {
    mkdirSync(path.dirname(path.join(siteDocs, file)), { recursive: true });
    writeFileSync(path.join(siteDocs, file), '');
  }

  it('gives each section a module, made from its pages and order, and each page of a section an import of its own', () => {
    const modules = sectionSidebarModules({ docsDir: siteDocs, sections });
    expect(Object.keys(modules)).toHaveLength(2);
    const built = (esm: string | undefined) => {
      const dependencies: string[] = [];
      const module = modules[JSON.parse(esm?.replace(/^import /, '') ?? '""')];
      // Rsbuild's transform context, of which the module uses only `addDependency`.
      const context = { addDependency: (file: string) => dependencies.push(path.relative(siteDocs, file)) };
      const code = module?.(context as unknown as Parameters<TransformHandler>[0]);
      return { code, dependencies };
    };
    const guides = built(importsAdded(path.join(docsDir, 'guides', 'setup.mdx'))[0]);
    expect(guides.code).toContain('addSectionSidebar("/guides/",');
    expect(guides.dependencies).toEqual([
      'guides/_meta.json',
      'guides/advanced/tuning.md',
      'guides/index.mdx',
      'guides/setup.mdx',
    ]);
    const recipes = built(importsAdded(path.join(docsDir, 'recipes', 'retry.mdx'))[0]);
    expect(recipes.code).toContain('addSectionSidebar("/recipes/",');
    expect(recipes.dependencies).toEqual(['recipes/retry.md']);
    // The code the last bundle compares between builds is the code the bundler is given.
    expect(sectionSidebarCodes(sections)).toEqual({
      'virtual-section-sidebar-0': guides.code,
      'virtual-section-sidebar-1': recipes.code,
    });
  });

  it('leaves top-level pages, pages of folders that are no section and other files alone', () => {
    expect(importsAdded(path.join(docsDir, 'authentication.mdx'))).toEqual([]);
    expect(importsAdded(path.join(docsDir, 'blog', 'launch.md'))).toEqual([]);
    expect(importsAdded(path.resolve('/elsewhere/page.mdx'))).toEqual([]);
  });
});
