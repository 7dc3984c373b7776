import path from 'node:path';
import type { TransformHandler } from '@rsbuild/core';
import { normalizeHref, type RspressPlugin } from '@rspress/core';
import type { Root, RootContent } from 'mdast';
import { pluginVirtualModule, type VirtualModules } from 'rsbuild-plugin-virtual-module';
import { listFiles } from '../shared/listFiles.ts';
import type { DocsSidebarItem } from './docsSidebar.ts';
import { sideEffectImport } from './mdxImport.ts';
import { virtualModulesDir } from './upstream/rspress/build.ts';

export interface SectionSidebarsOptions {
  /** The site's `docs/` folder: a section's pages are the pages of its folder. */
  docsDir: string;
  /** Each docs section's sidebar, by its route prefix (`/guides/`), as `docsSidebars` makes them. */
  sections: Readonly<Record<string, readonly DocsSidebarItem[]>>;
}

/** Through the theme's alias: the door module that adds a sidebar to Rspress's site data. */
const addSidebarModule = '@theme/upstream/rspress/siteData';

/** The runtime module of one section's sidebar: it adds the sidebar, with links as Rspress writes them, when loaded. */
export function sectionSidebarModule(prefix: string, items: readonly DocsSidebarItem[]): string {
  // Rspress's site data writes a sidebar link as `normalizeHref` makes it (`/guides/setup.html`); the same here, so
  // that the sidebar matches the active page as it does for the sidebars in the site data.
  const normalized = items.map(({ text, link }) => ({ text, link: normalizeHref(link, false) }));
  return [
    `import { addSectionSidebar } from ${JSON.stringify(addSidebarModule)};`,
    `addSectionSidebar(${JSON.stringify(prefix)}, ${JSON.stringify(normalized)});`,
    '',
  ].join('\n');
}

/**
 * The files a section's sidebar is made from: the pages of its folder, at any depth (their titles; `_meta.json` may
 * list a page of a subfolder), and its `_meta.json` (their order).
 */
export function sectionSidebarSources(docsDir: string, prefix: string): string[] {
  const folder = path.join(docsDir, ...prefix.split('/').filter(Boolean));
  return listFiles(folder, (file) => /\.mdx?$/.test(file) || file === '_meta.json', { relative: true }).map((file) =>
    path.join(folder, file),
  );
}

/** The section prefix (`/guides/`) a page file belongs to, or undefined for a top-level page or a file elsewhere. */
export function sectionOfFile(docsDir: string, file: string): string | undefined {
  const [folder, ...rest] = path.relative(docsDir, file).split(path.sep);
  return rest.length > 0 && folder !== '..' ? `/${folder}/` : undefined;
}

/** Each section's virtual module name, by its prefix. */
const sectionModuleNames = (sections: SectionSidebarsOptions['sections']) =>
  new Map(Object.keys(sections).map((prefix, index) => [prefix, `virtual-section-sidebar-${index}`]));

/** The code of each section's sidebar module, by module name: the code its virtual module gives the bundler. */
export function sectionSidebarCodes(sections: SectionSidebarsOptions['sections']): Record<string, string> {
  const moduleNames = sectionModuleNames(sections);
  return Object.fromEntries(
    Object.entries(sections).map(([prefix, items]) => [
      moduleNames.get(prefix) as string,
      sectionSidebarModule(prefix, items),
    ]),
  );
}

/**
 * The virtual module of each section's sidebar, by module name. Each depends on the files its sidebar is made from:
 * Rspack's persistent cache keeps a module whose dependencies are unchanged, and a runtime module of Rspress's
 * `addRuntimeModules` has none, so a warm build after a page's title changed showed the old title in its section's
 * sidebar.
 */
export function sectionSidebarModules({ docsDir, sections }: SectionSidebarsOptions): VirtualModules {
  const codes = sectionSidebarCodes(sections);
  return Object.fromEntries(
    [...sectionModuleNames(sections)].map(([prefix, moduleName]) => [
      moduleName,
      (({ addDependency }) => {
        for (const file of sectionSidebarSources(docsDir, prefix)) addDependency(file);
        return codes[moduleName] as string;
      }) satisfies TransformHandler,
    ]),
  );
}

/**
 * Each docs section's sidebar ships with the section's pages, not in the entry chunk every page downloads: Rspress's
 * site data carries the sidebars of the config (the top level's, which links to each section's first page), and each
 * page of a section imports a runtime module of its section's sidebar, which adds it to the site data. A page's
 * module loads before the page renders, on the server, before hydration and before a client navigation shows it, so
 * the sidebar is there when the page is. A site of 5,000 docs pages in sections of 100 otherwise puts 5,000 sidebar
 * links in its entry chunk (bench/NOTES.md).
 */
export function pluginSectionSidebars({ docsDir, sections }: SectionSidebarsOptions): RspressPlugin {
  const moduleNames = sectionModuleNames(sections);

  function remarkSectionSidebar() {
    return (tree: Root, file: { path?: string }) => {
      const prefix = file.path === undefined ? undefined : sectionOfFile(docsDir, file.path);
      const moduleName = prefix === undefined ? undefined : moduleNames.get(prefix);
      if (moduleName !== undefined) tree.children.unshift(sideEffectImport(moduleName) as unknown as RootContent);
    };
  }

  return {
    name: 'vihje-section-sidebars',
    builderConfig: {
      plugins: [
        pluginVirtualModule({
          tempDir: `${virtualModulesDir}/vihje-section-sidebars`,
          virtualModules: sectionSidebarModules({ docsDir, sections }),
        }),
      ],
    },
    markdown: { remarkPlugins: [remarkSectionSidebar] },
  };
}
