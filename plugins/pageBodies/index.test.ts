import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { UserConfig } from '@rspress/core';
import { afterEach, describe, expect, it } from 'vitest';
import { routeList } from '../../tests/routeList';
import { mdxRule } from '../upstream/rspress/build';
import { bodiesStoreDir, pageBodiesFromVariable, pluginPageBodies } from './index';
import { bodiesStoreUrlVariable } from './web/loadPageBody';

/** A loader the plugin placed in Rspress's MDX rule: where, what, and before which loader. */
interface Placed {
  rule: string;
  oneOf: string;
  use: string;
  loader?: string;
  options?: object;
  before?: string;
}

/** What the plugin adds to the bundler chain of a build of `count` routes (the chain's calls, recorded). */
async function placedFor(count: number, isProduction = true): Promise<Placed[]> {
  const plugin = pluginPageBodies(250);
  await plugin.routeGenerated?.(routeList(count), isProduction);
  const config: UserConfig = { outDir: 'doc_build' };
  await plugin.beforeBuild?.(config, isProduction);
  const placed: Placed[] = [];
  const chain = {
    module: {
      rule: (rule: string) => ({
        oneOf: (oneOf: string) => ({
          use(use: string) {
            const entry: Placed = { rule, oneOf, use };
            placed.push(entry);
            const calls = {
              loader: (loader: string) => Object.assign(entry, { loader }) && calls,
              options: (options: object) => Object.assign(entry, { options }) && calls,
              before: (before: string) => Object.assign(entry, { before }) && calls,
            };
            return calls;
          },
        }),
      }),
    },
  };
  const bundlerChain = plugin.builderConfig?.tools?.bundlerChain;
  if (typeof bundlerChain !== 'function') throw new Error('no bundler chain hook');
  await bundlerChain(chain as never, {} as never);
  return placed;
}

describe('pluginPageBodies', () => {
  afterEach(() => {
    delete process.env[pageBodiesFromVariable];
    delete process.env[bodiesStoreUrlVariable];
  });

  it('splits the pages of a production build of more routes than its threshold after their compile', async () => {
    const [placed, ...others] = await placedFor(251);
    expect(others).toEqual([]);
    expect(placed).toMatchObject({
      rule: mdxRule.rule,
      oneOf: mdxRule.oneOf,
      use: 'vihje-page-body',
      before: mdxRule.compileLoader,
    });
    expect(placed?.loader).toMatch(/[\\/]plugins[\\/]pageBodies[\\/]loader\.ts$/);
    expect(placed?.options).toEqual({ storeDir: bodiesStoreDir() });
    // The server bundle finds the bodies in their store.
    expect(process.env[bodiesStoreUrlVariable]).toBe(pathToFileURL(`${bodiesStoreDir()}${path.sep}`).href);
  });

  it("keeps a smaller site's pages, and the dev server's, whole", async () => {
    expect(await placedFor(250)).toEqual([]);
    expect(await placedFor(5000, false)).toEqual([]);
  });

  it('takes its threshold from the environment when set there, and stops the build on one that is no number', async () => {
    process.env[pageBodiesFromVariable] = '0';
    expect(await placedFor(1)).toHaveLength(1);
    process.env[pageBodiesFromVariable] = 'Infinity';
    expect(await placedFor(100_000)).toEqual([]);
    process.env[pageBodiesFromVariable] = 'many';
    await expect(placedFor(1)).rejects.toThrow('VIHJE_PAGE_BODIES_FROM="many": expected a number of routes');
  });
});
