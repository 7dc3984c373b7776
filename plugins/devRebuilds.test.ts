import type { RsbuildPlugin, RsbuildPluginAPI, Rspack } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { pluginDevRebuilds, withDevIgnores } from './devRebuilds';

type CompilerHook = (params: { compiler: { options: Rspack.Configuration } }) => void;

/**
 * The watch options of a compiler after the plugin's Rsbuild hook saw it, for `rspress dev` or `rspress build`. The
 * compiler starts with the options another plugin's `tools.rspack` left (the preview plugin's `ignored`).
 */
function watchOptionsAfterCompilerHook(action: 'dev' | 'build'): Rspack.Configuration['watchOptions'] {
  const compiler = { options: { watchOptions: { ignored: /\.git/ } } as Rspack.Configuration };
  const [rsbuildPlugin] = (pluginDevRebuilds().builderConfig?.plugins ?? []) as RsbuildPlugin[];
  let hook: CompilerHook | undefined;
  const api = {
    context: { action, rootPath: '/site' },
    onAfterCreateCompiler: (callback: CompilerHook) => (hook = callback),
  };
  rsbuildPlugin?.setup(api as unknown as RsbuildPluginAPI);
  hook?.({ compiler });
  return compiler.options.watchOptions;
}

/** Whether the watcher skips `file` (a list of globs is matched by the folder between its `**`s). */
function ignores(ignored: unknown, file: string): boolean {
  if (ignored instanceof RegExp) return ignored.test(file);
  if (typeof ignored === 'function') return ignored(file);
  return (ignored as string[]).some((glob) => file.includes(glob.replaceAll('**', '')));
}

describe('the dev server’s rebuilds', () => {
  it('ignore the virtual modules’ folder and what the watcher ignored before, and watch the pages', () => {
    const { ignored } = watchOptionsAfterCompilerHook('dev') ?? {};
    expect(ignores(ignored, '/site/.rspress/runtime/virtual-routes.js')).toBe(true);
    expect(ignores(ignored, '/site/.git/HEAD')).toBe(true);
    expect(ignores(ignored, '/site/docs/authentication.mdx')).toBe(false);
    expect(ignores(ignored, '/site/docs/rspress-guide.mdx')).toBe(false);
    // Installed packages, as Rspack ignores them by default; but the blog's generated pages are real files,
    // rewritten after a post edit.
    expect(ignores(ignored, '/site/node_modules/react/index.js')).toBe(true);
    expect(ignores(ignored, '/site/node_modules/@rspress/core/dist/theme/index.js')).toBe(true);
    expect(ignores(ignored, '/site/node_modules/.rspress/vihje-blog-pages/blog.mdx')).toBe(false);
    expect(watchOptionsAfterCompilerHook('build')).toEqual({ ignored: /\.git/ });
  });

  it('add the folder and the packages to a watcher that ignored nothing or a test, the folder to globs', () => {
    expect(ignores(withDevIgnores(undefined, '/site'), '/site/.rspress/runtime/virtual-routes.js')).toBe(true);
    expect(ignores(withDevIgnores(undefined, 'C:\\site'), 'C:\\site\\.rspress\\virtual-page-data.js')).toBe(true);
    expect(
      ['/site/.git/index', 'C:\\site\\node_modules\\react\\index.js', '/site/node_modules/.rspress/a.mdx'].map((file) =>
        ignores(withDevIgnores(undefined, '/site'), file),
      ),
    ).toEqual([true, true, false]);
    const byTest = withDevIgnores((entry) => entry.endsWith('.log'), '/site');
    expect(
      ['/site/.rspress/virtual-page-data.js', '/site/debug.log', '/site/node_modules/a/b.js', '/site/docs/a.md'].map(
        (file) => ignores(byTest, file),
      ),
    ).toEqual([true, true, true, false]);
    expect(withDevIgnores('**/node_modules/**', '/site')).toEqual(['**/node_modules/**', '/site/.rspress/**']);
    expect(withDevIgnores(['**/dist/**'], '/site')).toEqual(['**/dist/**', '/site/.rspress/**']);
  });
});
