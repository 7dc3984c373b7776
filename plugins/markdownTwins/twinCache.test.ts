import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Root } from 'mdast';
import { afterEach, describe, expect, it } from 'vitest';
import { parsePage } from '../compiledPages/capturePage.ts';
import type { PageTwin } from './pageMarkdown.ts';
import { type TwinCache, type TwinInputs, twinCache } from './twinCache.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project folder with the code the cache's key reads: plugins/, shared/, the config and a Markdown form in theme/. */
function project(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vihje-twin-cache-'));
  roots.push(root);
  for (const dir of ['plugins', 'shared']) mkdirSync(path.join(root, dir));
  writeFileSync(path.join(root, 'plugins', 'twin.ts'), 'export const twin = 1;\n');
  writeFileSync(path.join(root, 'shared', 'site.ts'), 'export const site = 1;\n');
  writeFileSync(path.join(root, 'rspress.config.ts'), 'export default {};\n');
  mkdirSync(path.join(root, 'theme', 'Box'), { recursive: true });
  writeFileSync(path.join(root, 'theme', 'Box', 'index.tsx'), 'export const Box = 1;\n');
  writeFileSync(path.join(root, 'theme', 'Box', 'boxMarkdown.ts'), 'export const boxMarkdown = 1;\n');
  return root;
}

const site = (root: string, routes = ['/', '/guide']) => ({
  siteUrl: 'https://docs.example',
  routes,
  root,
  codeRoot: root,
});

function page(root: string, source: string, overrides: Partial<TwinInputs> = {}): TwinInputs {
  return {
    routePath: '/guide',
    file: path.join(root, 'docs', 'guide.md'),
    sourceKey: source,
    tree: () => parsePage(source, undefined).tree as Root,
    decoration: undefined,
    ...overrides,
  };
}

/** Counts the twins printed, each one named after the count so a reused twin is told from a new one. */
function printer() {
  let printed = 0;
  const print = (): PageTwin => {
    printed++;
    return { title: 'Guide', description: '', markdown: `print ${printed}` };
  };
  return { print, printed: () => printed };
}

let outputs = 0;

/** Writes a page's twin through `cache` into a new output folder, as a build does; returns the file. */
function written(cache: TwinCache, inputs: TwinInputs, print: () => PageTwin): string {
  const dir = path.join(path.dirname(inputs.file), '..', `out-${++outputs}`);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'twin.md');
  cache.write(inputs, print, file);
  cache.save();
  return file;
}

/** The text of a page's twin written through `cache`. */
const twinText = (cache: TwinCache, inputs: TwinInputs, print: () => PageTwin) =>
  readFileSync(written(cache, inputs, print), 'utf8');

describe('twinCache', () => {
  it("reuses a page's twin until its source, decoration, route or the site's routes change", () => {
    const root = project();
    const { print, printed } = printer();
    const source = '# Guide\n\nSee [the home page](/).\n';
    expect(twinText(twinCache(site(root)), page(root, source), print)).toBe('print 1');
    expect(twinText(twinCache(site(root)), page(root, source), print)).toBe('print 1');
    expect(printed()).toBe(1);

    written(twinCache(site(root)), page(root, `${source}\nMore.\n`), print);
    written(twinCache(site(root)), page(root, source, { decoration: { before: '_By the team_' } }), print);
    written(twinCache(site(root)), page(root, source, { routePath: '/guide-2' }), print);
    written(twinCache(site(root, ['/', '/guide', '/new'])), page(root, source), print);
    written(twinCache({ ...site(root), siteUrl: 'https://preview.example' }), page(root, source), print);
    expect(printed()).toBe(6);
  });

  it("gives a twin from the cache as the cache's file, linked, with its title and description", () => {
    const root = project();
    const source = '# Guide\n\nText.\n';
    const print = (): PageTwin => ({ title: 'Guide', description: 'How to start', markdown: '# Guide\n\nText.\n' });
    const first = written(twinCache(site(root)), page(root, source), print);
    const cache = twinCache(site(root));
    const file = path.join(root, 'out-again.md');
    const summary = cache.write(page(root, source), () => ({ title: 'x', description: 'x', markdown: 'x' }), file);
    expect(summary).toEqual({ title: 'Guide', description: 'How to start' });
    expect(readFileSync(file, 'utf8')).toBe('# Guide\n\nText.\n');
    // One file with three names: the cache's entry and the two outputs; nothing written a second time.
    expect(statSync(file).nlink).toBe(3);
    expect(statSync(first).ino).toBe(statSync(file).ino);
    // A twin that reads more than its page is its own file, never a cache entry.
    const operation = written(twinCache(site(root)), page(root, '# Guide\n\n<Operation id="getCompany" />\n'), print);
    expect(statSync(operation).nlink).toBe(1);
  });

  it("reads a page's tree to print its twin, and not for a twin from the cache", () => {
    const root = project();
    const { print } = printer();
    const source = '# Guide\n\nText.\n';
    let read = 0;
    const counted = page(root, source, {
      tree: () => {
        read++;
        return parsePage(source, undefined).tree as Root;
      },
    });
    written(twinCache(site(root)), counted, print);
    expect(read).toBe(1);
    expect(twinText(twinCache(site(root)), counted, print)).toBe('print 1');
    expect(read).toBe(1);
  });

  it("prints every twin again when the plugins, the shared code, the config or a component's Markdown form change", () => {
    const root = project();
    const { print, printed } = printer();
    const source = '# Guide\n\nText.\n';
    written(twinCache(site(root)), page(root, source), print);
    for (const file of ['plugins/twin.ts', 'shared/site.ts', 'rspress.config.ts', 'theme/Box/boxMarkdown.ts']) {
      writeFileSync(path.join(root, file), `export const changed = '${file}';\n`);
      written(twinCache(site(root)), page(root, source), print);
    }
    expect(printed()).toBe(5);
    // A test module, or a component itself, is not code that prints twins.
    writeFileSync(path.join(root, 'plugins', 'twin.test.ts'), 'export {};\n');
    writeFileSync(path.join(root, 'theme', 'Box', 'index.tsx'), 'export const Box = 2;\n');
    written(twinCache(site(root)), page(root, source), print);
    expect(printed()).toBe(5);
  });

  it("keys a view's twin by what it is made of, and builds its tree only to print it", () => {
    const root = project();
    const { print, printed } = printer();
    let built = 0;
    const view = (madeOf: string, included = '- First post\n') =>
      page(root, 'export default {};\n', {
        tree: {
          madeOf,
          included: [parsePage(included, undefined).tree as Root],
          build: () => {
            built++;
            return parsePage(`# Posts\n\n${included}`, undefined).tree as Root;
          },
        },
      });
    const printView = (inputs: TwinInputs) =>
      written(twinCache(site(root)), inputs, () => {
        if (typeof inputs.tree !== 'function') inputs.tree.build();
        return print();
      });
    printView(view('first post'));
    printView(view('first post'));
    printView(view('second post, first post'));
    expect(printed()).toBe(2);
    expect(built).toBe(2);
    // A view that includes a component is printed every build, as a page with one is.
    printView(view('operation', '<Operation id="getCompany" />\n'));
    printView(view('operation', '<Operation id="getCompany" />\n'));
    expect(printed()).toBe(4);
  });

  it('prints every build the twins that read more than the page: components and code from files', () => {
    const root = project();
    const { print, printed } = printer();
    const sources = [
      '# Guide\n\n<Operation id="getCompany" />\n',
      '# Guide\n\nInline <Badge text="new" /> here.\n',
      '# Guide\n\n```ts file="./sample.ts"\n```\n',
    ];
    for (const source of sources) {
      written(twinCache(site(root)), page(root, source), print);
      written(twinCache(site(root)), page(root, source), print);
    }
    const decorated = page(root, '# Guide\n', { decoration: { after: '<PostNav />' } });
    written(twinCache(site(root)), decorated, print);
    written(twinCache(site(root)), decorated, print);
    expect(printed()).toBe(8);
  });
});
