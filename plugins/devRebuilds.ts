import path from 'node:path';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { escapePath } from '../shared/escapeRegExp.ts';
import { compilersOf } from './compilers.ts';
import { virtualModulesDir } from './upstream/rspress/build.ts';

type WatchIgnored = NonNullable<Rspack.Configuration['watchOptions']>['ignored'];

/**
 * Installed packages and Git's folder, as Rspack's own default ignores them, but for `node_modules/.rspress/`: it
 * holds real files the dev server must see change (the blog's generated pages, rewritten after a post edit).
 */
const packagesAndGit = /[\\/](?:\.git[\\/]|node_modules[\\/](?!\.rspress[\\/]))/;

/**
 * What the dev server's watcher ignores: what it ignored before, the virtual modules' folder of the site at `root`
 * (`<root>/.rspress/`), and installed packages and Git's folder (`packagesAndGit`), either separator. A list of globs
 * gets the virtual modules' folder only: a glob cannot keep `node_modules/.rspress/` out of `node_modules/`.
 */
export function withDevIgnores(ignored: WatchIgnored, root: string): WatchIgnored {
  const folder = path.join(root, virtualModulesDir);
  const inFolder = new RegExp(`^${escapePath(folder)}[\\\\/]`);
  const ours = new RegExp(`${inFolder.source}|${packagesAndGit.source}`);
  if (ignored === undefined) return ours;
  if (ignored instanceof RegExp) return new RegExp(`${ignored.source}|${ours.source}`, ignored.flags);
  if (typeof ignored === 'function') return (entry) => ignored(entry) || ours.test(entry);
  return [...(typeof ignored === 'string' ? [ignored] : ignored), `${folder.split(path.sep).join('/')}/**`];
}

/** The dev server's compilers' watchers ignore the virtual modules' folder and installed packages. */
const devWatcherIgnores: RsbuildPlugin = {
  name: 'vihje-dev-watcher-ignores',
  setup(api) {
    api.onAfterCreateCompiler(({ compiler }) => {
      if (api.context.action !== 'dev') return;
      for (const { options } of compilersOf(compiler)) {
        options.watchOptions = {
          ...options.watchOptions,
          ignored: withDevIgnores(options.watchOptions.ignored, api.context.rootPath),
        };
      }
    });
  },
};

/**
 * Changes to the dev server's watcher that keep its rebuilds short on a large site (a production build is left as it
 * is; bench/NOTES.md has the figures; `chunkPasses.ts` leaves out a pass that was most of a rebuild's time):
 *
 * - The watcher ignores the virtual modules' folder. Rspress's modules (the routes, the site data, the page index)
 *   are virtual, never on disk; the watcher found them missing and reported them deleted, so two rebuilds of them
 *   followed every start (rspack#11694) and the first page waited for both. They are rebuilt when a file they
 *   depend on changes, which the watcher still reports. This is set on the compilers once they exist: a later
 *   plugin's `tools.rspack` (the preview plugin's sets `watchOptions.ignored`) would replace it in the config.
 * - The watcher ignores installed packages again, as Rspack does unless a config names its own `ignored` (the
 *   preview plugin's did). Most of the files a compile depends on are packages', and the watcher is armed again
 *   for all of them after every rebuild, before the dev server answers the browser's request for the update.
 */
export function pluginDevRebuilds(): RspressPlugin {
  return {
    name: 'vihje-dev-rebuilds',
    builderConfig: { plugins: [devWatcherIgnores] },
  };
}
