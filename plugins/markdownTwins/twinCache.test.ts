import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Root } from 'mdast';
import { afterEach, describe, expect, it } from 'vitest';
import { parsePage } from '../compiledPages/capturePage.ts';
import type { PageTwin } from './pageMarkdown.ts';
import { type TwinInputs, twinCache } from './twinCache.ts';

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
    source,
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

describe('twinCache', () => {
  it("reuses a page's twin until its source, decoration, route or the site's routes change", () => {
    const root = project();
    const { print, printed } = printer();
    const source = '# Guide\n\nSee [the home page](/).\n';
    expect(twinCache(site(root)).twin(page(root, source), print).markdown).toBe('print 1');
    expect(twinCache(site(root)).twin(page(root, source), print).markdown).toBe('print 1');
    expect(printed()).toBe(1);

    twinCache(site(root)).twin(page(root, `${source}\nMore.\n`), print);
    twinCache(site(root)).twin(page(root, source, { decoration: { before: '_By the team_' } }), print);
    twinCache(site(root)).twin(page(root, source, { routePath: '/guide-2' }), print);
    twinCache(site(root, ['/', '/guide', '/new'])).twin(page(root, source), print);
    twinCache({ ...site(root), siteUrl: 'https://preview.example' }).twin(page(root, source), print);
    expect(printed()).toBe(6);
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
    twinCache(site(root)).twin(counted, print);
    expect(read).toBe(1);
    expect(twinCache(site(root)).twin(counted, print).markdown).toBe('print 1');
    expect(read).toBe(1);
  });

  it("prints every twin again when the plugins, the shared code, the config or a component's Markdown form change", () => {
    const root = project();
    const { print, printed } = printer();
    const source = '# Guide\n\nText.\n';
    twinCache(site(root)).twin(page(root, source), print);
    for (const file of ['plugins/twin.ts', 'shared/site.ts', 'rspress.config.ts', 'theme/Box/boxMarkdown.ts']) {
      writeFileSync(path.join(root, file), `export const changed = '${file}';\n`);
      twinCache(site(root)).twin(page(root, source), print);
    }
    expect(printed()).toBe(5);
    // A test module, or a component itself, is not code that prints twins.
    writeFileSync(path.join(root, 'plugins', 'twin.test.ts'), 'export {};\n');
    writeFileSync(path.join(root, 'theme', 'Box', 'index.tsx'), 'export const Box = 2;\n');
    twinCache(site(root)).twin(page(root, source), print);
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
      twinCache(site(root)).twin(inputs, () => {
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
      twinCache(site(root)).twin(page(root, source), print);
      twinCache(site(root)).twin(page(root, source), print);
    }
    const decorated = page(root, '# Guide\n', { decoration: { after: '<PostNav />' } });
    twinCache(site(root)).twin(decorated, print);
    twinCache(site(root)).twin(decorated, print);
    expect(printed()).toBe(8);
  });
});
