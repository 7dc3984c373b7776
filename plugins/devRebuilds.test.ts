import type { Rspack } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { pluginDevRebuilds, withVirtualModulesIgnored } from './devRebuilds';

type RspackHook = (config: Rspack.Configuration, context: { env: string }) => void;

/** The Rspack config Rsbuild would hand the plugin's hook, after the hook ran. */
function configAfterHook(env: 'development' | 'production'): Rspack.Configuration {
  const config: Rspack.Configuration = { mode: env, watchOptions: { ignored: /\.git/ }, optimization: {} };
  const hook = pluginDevRebuilds().builderConfig?.tools?.rspack as RspackHook;
  hook(config, { env });
  return config;
}

/** Whether the watcher skips `file` (a list of globs is matched by the folder between its `**`s). */
function ignores(ignored: unknown, file: string): boolean {
  if (ignored instanceof RegExp) return ignored.test(file);
  if (typeof ignored === 'function') return ignored(file);
  return (ignored as string[]).some((glob) => file.includes(glob.replaceAll('**', '')));
}

describe('the dev server’s rebuilds', () => {
  it('merge no duplicate chunks in dev, and leave a production build’s config alone', () => {
    expect(configAfterHook('development').optimization?.mergeDuplicateChunks).toBe(false);
    expect(configAfterHook('production')).toEqual({
      mode: 'production',
      watchOptions: { ignored: /\.git/ },
      optimization: {},
    });
  });

  it('ignore the virtual modules’ folder and what the watcher ignored before, and watch the pages', () => {
    const { ignored } = configAfterHook('development').watchOptions ?? {};
    expect(ignores(ignored, '/site/.rspress/runtime/virtual-routes.js')).toBe(true);
    expect(ignores(ignored, 'C:\\site\\.rspress\\virtual-page-data.js')).toBe(true);
    expect(ignores(ignored, '/site/.git/HEAD')).toBe(true);
    expect(ignores(ignored, '/site/docs/authentication.mdx')).toBe(false);
    expect(ignores(ignored, '/site/docs/rspress-guide.mdx')).toBe(false);
  });

  it('add the folder to a watcher that ignored nothing, a test, a glob or a list of globs', () => {
    expect(ignores(withVirtualModulesIgnored(undefined), '/site/.rspress/runtime/virtual-routes.js')).toBe(true);
    const byTest = withVirtualModulesIgnored((entry) => entry.endsWith('.log'));
    expect(
      ['/site/.rspress/virtual-page-data.js', '/site/debug.log', '/site/docs/a.md'].map((file) =>
        ignores(byTest, file),
      ),
    ).toEqual([true, true, false]);
    expect(withVirtualModulesIgnored('**/node_modules/**')).toEqual(['**/node_modules/**', '**/.rspress/**']);
    expect(withVirtualModulesIgnored(['**/dist/**'])).toEqual(['**/dist/**', '**/.rspress/**']);
  });
});
