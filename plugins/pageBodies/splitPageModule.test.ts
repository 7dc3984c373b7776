import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compile, evaluate } from '@mdx-js/mdx';
import { type ComponentType, createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../tests/temporaryFolder';
import { sharedImports } from './sharedImports';
import { splitPageModule } from './splitPageModule';
import { pageRuntime } from './web/pageRuntime';

const page = [
  '# A page',
  '',
  'A paragraph with a [link](/elsewhere), `code` and *emphasis*.',
  '',
  '| Field | Type |',
  '| --- | --- |',
  '| `id` | string |',
  '',
  '<Note>A component the page does not import.</Note>',
].join('\n');

/** The components a provider hands the page, as Rspress's theme does for headings, links and its own components. */
const components = {
  h1: (props: object) => createElement('h1', { ...props, className: 'title' }),
  Note: (props: object) => createElement('aside', props),
};
const useMDXComponents = () => components;

/** A page compiled as Rspress compiles it (a program importing the JSX runtime and the provider), with its meta line. */
const compiled = async (source: string) =>
  `${await compile(source, { providerImportSource: '@mdx-js/react' })}\nMDXContent.__RSPRESS_PAGE_META = { title: 'A page' };\n`;

type PageBody = (
  bindings: Record<string, unknown>,
  shared: Record<string, Record<string, unknown>>,
) => ComponentType & { __RSPRESS_PAGE_META?: unknown };

/** The body of a split page, imported from a file as the browser and the server bundle import it. */
async function importBody(body: string): Promise<PageBody> {
  const file = path.join(temporaryFolder('vihje-page-body-'), 'body.js');
  writeFileSync(file, body);
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: PageBody };
  return module.default;
}

describe('splitPageModule', () => {
  it('keeps the imports, and renders from the body given their bindings what the whole page renders', async () => {
    const split = splitPageModule(await compiled(page));
    if (!split) throw new Error('the page was not split');
    expect(split.imports).toMatch(/^import \{.*\} from "react\/jsx-runtime";\nimport \{.*\} from "@mdx-js\/react";$/);
    // No import left, and one export: the function of the bindings.
    expect(split.body).not.toMatch(/^\s*import /m);
    expect(split.body.match(/^\s*export /gm)).toEqual(['export ']);

    // The body is an ES module of its own: import it from a file, as the browser and the server bundle do.
    const body = await importBody(split.body);
    const named: Record<string, unknown> = {
      _Fragment: runtime.Fragment,
      _jsx: runtime.jsx,
      _jsxs: runtime.jsxs,
      _provideComponents: useMDXComponents,
    };
    expect(split.bindings.toSorted()).toEqual(Object.keys(named).toSorted());
    const fromBody = body(named, {});
    expect(fromBody.__RSPRESS_PAGE_META).toEqual({ title: 'A page' });

    const { default: whole } = await evaluate(page, { ...runtime, useMDXComponents });
    const html = renderToStaticMarkup(createElement(fromBody));
    expect(html).toBe(renderToStaticMarkup(createElement(whole)));
    expect(html).toContain('<h1 class="title">A page</h1>');
    expect(html).toContain('<aside>A component the page does not import.</aside>');
  });

  it('leaves the imports every page shares to the body, which reads them from the shared bindings', async () => {
    const code = `import "virtual-section-sidebar-0";\nimport { Note } from "./note.js";\n${await compiled(page)}`;
    const split = splitPageModule(code, sharedImports);
    if (!split) throw new Error('the page was not split');
    // The page's module keeps only what is its own; the JSX runtime and the provider come with the body.
    expect(split.imports.split('\n')).toEqual([
      'import "virtual-section-sidebar-0";',
      'import { Note } from "./note.js";',
    ]);
    expect(split.bindings).toEqual(['Note']);
    expect(split.body).toContain('= shared["react/jsx-runtime"];');
    expect(split.body).toContain('= shared["@mdx-js/react"];');

    const body = await importBody(split.body);
    const fromBody = body({ Note: components.Note }, { ...pageRuntime, '@mdx-js/react': { useMDXComponents } });
    const { default: whole } = await evaluate(page, { ...runtime, useMDXComponents });
    expect(renderToStaticMarkup(createElement(fromBody))).toBe(renderToStaticMarkup(createElement(whole)));
  });

  it('names the shared bindings apart from a binding of the page called the same', async () => {
    const split = splitPageModule(`import shared from "./shared.js";\n${await compiled(page)}`, sharedImports);
    if (!split) throw new Error('the page was not split');
    expect(split.bindings).toEqual(['shared']);
    const body = await importBody(split.body);
    const fromBody = body({ shared: 'the page binding' }, { ...pageRuntime, '@mdx-js/react': { useMDXComponents } });
    const { default: whole } = await evaluate(page, { ...runtime, useMDXComponents });
    expect(renderToStaticMarkup(createElement(fromBody))).toBe(renderToStaticMarkup(createElement(whole)));
  });

  it('keeps an import of a shared module that asks for more than is shared, or for its default or namespace', () => {
    const rest = 'export default function MDXContent() { return null; }\n';
    for (const declaration of [
      'import { jsxDEV } from "react/jsx-runtime";',
      'import { jsx, jsxDEV } from "react/jsx-runtime";',
      'import * as runtime from "react/jsx-runtime";',
      'import React from "@mdx-js/react";',
      'import { "jsx" as x } from "react/jsx-runtime";',
      'import { jsx } from "react/jsx-runtime" with { type: "js" };',
    ]) {
      const split = splitPageModule(`${declaration}\n${rest}`, sharedImports);
      expect(split?.imports, declaration).toBe(declaration);
      expect(split?.body, declaration).not.toContain('shared[');
    }
  });

  it('hands a body every binding the shared imports name, from the modules they name', () => {
    expect(Object.keys(pageRuntime).toSorted()).toEqual(Object.keys(sharedImports).toSorted());
    for (const [source, names] of Object.entries(sharedImports)) {
      const provided = pageRuntime[source as keyof typeof pageRuntime];
      expect(Object.keys(provided).toSorted(), source).toEqual([...names].toSorted());
      for (const value of Object.values(provided)) expect(value, source).toBeDefined();
    }
  });

  it('keeps an import that binds nothing (a module loaded for its effect) among the imports', async () => {
    const split = splitPageModule(`import "virtual-section-sidebar-0";\n${await compiled('Text.')}`);
    expect(split?.imports).toContain('import "virtual-section-sidebar-0";');
    expect(split?.body).not.toContain('virtual-section-sidebar-0');
  });

  it('finds the imports by their syntax, not by text that looks like one', async () => {
    const code = await compiled(
      ['export const ignored = 1', '', '# Imports', '', '```js', "import x from 'y';", '```'].join('\n'),
    );
    // The same page without its export, and with code that mentions imports and exports in strings and a regex.
    const page = code
      .replace(/export const ignored = 1;?\n/, '')
      .concat("const sample = `import z from 'q'; export default 1`;\nconst pattern = /import a from 'b'/;\n")
      .concat("const later = () => import('./later.js');\nconst meta = import.meta.url;\n");
    const split = splitPageModule(page);
    if (!split) throw new Error('the page was not split');
    expect(split.imports.split('\n')).toHaveLength(2);
    expect(split.body).toContain("const sample = `import z from 'q'; export default 1`;");
    expect(split.body).toContain("const pattern = /import a from 'b'/;");
    expect(split.body).toContain("import('./later.js')");
    expect(split.body).toContain('import.meta.url');
    expect(split.body).toContain("import x from 'y';");
  });

  it('leaves a page with an export of its own, or a default export of another shape, whole', async () => {
    expect(splitPageModule(await compiled('export const answer = 42\n\nText.'))).toBeUndefined();
    expect(splitPageModule('export default function Other() {}\n')).toBeUndefined();
    expect(splitPageModule('const MDXContent = () => null;\nexport default MDXContent;\n')).toBeUndefined();
    expect(splitPageModule('import x from "y";\n')).toBeUndefined();
    expect(splitPageModule(`export * from "./more.js";\n${await compiled('Text.')}`)).toBeUndefined();
    expect(splitPageModule('export default function MDXContent() { return `;\n')).toBeUndefined();
  });
});
