import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compile, evaluate } from '@mdx-js/mdx';
import { type ComponentType, createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../tests/temporaryFolder';
import { splitPageModule } from './splitPageModule';

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

describe('splitPageModule', () => {
  it('keeps the imports, and renders from the body given their bindings what the whole page renders', async () => {
    const split = splitPageModule(await compiled(page));
    if (!split) throw new Error('the page was not split');
    expect(split.imports).toMatch(/^import \{.*\} from "react\/jsx-runtime";\nimport \{.*\} from "@mdx-js\/react";$/);
    // No import left, and one export: the function of the bindings.
    expect(split.body).not.toMatch(/^\s*import /m);
    expect(split.body.match(/^\s*export /gm)).toEqual(['export ']);

    // The body is an ES module of its own: import it from a file, as the browser and the server bundle do.
    const file = path.join(temporaryFolder('vihje-page-body-'), 'body.js');
    writeFileSync(file, split.body);
    const { default: body } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
      default: (bindings: Record<string, unknown>) => ComponentType & { __RSPRESS_PAGE_META?: unknown };
    };
    const named: Record<string, unknown> = {
      _Fragment: runtime.Fragment,
      _jsx: runtime.jsx,
      _jsxs: runtime.jsxs,
      _provideComponents: useMDXComponents,
    };
    expect(split.bindings.toSorted()).toEqual(Object.keys(named).toSorted());
    const fromBody = body(named);
    expect(fromBody.__RSPRESS_PAGE_META).toEqual({ title: 'A page' });

    const { default: whole } = await evaluate(page, { ...runtime, useMDXComponents });
    const html = renderToStaticMarkup(createElement(fromBody));
    expect(html).toBe(renderToStaticMarkup(createElement(whole)));
    expect(html).toContain('<h1 class="title">A page</h1>');
    expect(html).toContain('<aside>A component the page does not import.</aside>');
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
