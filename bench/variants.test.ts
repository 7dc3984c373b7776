import type { RspressPlugin, UserConfig } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { applyVariant, markLoaderParallel, variantEnv } from './variants';

const plugin = (name: string): RspressPlugin => ({ name });

describe('bench variants', () => {
  it('changes only what the variant names', () => {
    const config: UserConfig = { ssg: { experimentalExcludeRoutePaths: ['/x'] }, plugins: [plugin('a'), plugin('b')] };
    const changed = applyVariant(config, ['worker', 'drop:b']);
    expect(changed.ssg).toEqual({ experimentalExcludeRoutePaths: ['/x'], experimentalWorker: true });
    expect(changed.plugins?.map((p) => p.name)).toEqual(['a']);
    expect(config.plugins).toHaveLength(2);
    expect(() => applyVariant(config, ['drop:c'])).toThrow(/no plugin named "c"/);
    expect(variantEnv(['no-cache', 'worker'])).toEqual({ RSPRESS_PERSISTENT_CACHE: 'false' });
  });

  it('marks a loader parallel wherever it sits in the rules', () => {
    const mdx = { loader: '/x/dist/node/mdx/loader.js', parallel: undefined as unknown };
    const rules = [{ test: /\.css$/ }, { oneOf: [{ use: [{ loader: 'builtin:swc-loader' }, mdx] }] }];
    expect(markLoaderParallel(rules, 'mdx/loader.js')).toBe(1);
    expect(mdx.parallel).toBe(true);
  });
});
