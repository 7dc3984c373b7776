import { readFileSync } from 'node:fs';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { type NamedLinks, pagesWithoutDefaultExport, unknownIds } from './checks.ts';

/** The sidebar and nav as configured; Rspress also accepts a nav keyed by locale, which this site doesn't use. */
function namedLinks(config: UserConfig): NamedLinks {
  const { sidebar = {}, nav = [] } = config.themeConfig ?? {};
  return { sidebar: sidebar as NamedLinks['sidebar'], nav: Array.isArray(nav) ? nav : [] };
}

/**
 * Fails the build, with the available ids, on the mistakes Rspress lets through or reports cryptically: a script page
 * without a default export, a sidebar id that serves no page, a sidebar or nav link to no page.
 */
export function pluginMaintainerChecks(): RspressPlugin {
  let config: UserConfig = {};
  return {
    name: 'vihje-maintainer-checks',
    config(userConfig) {
      config = userConfig;
      return userConfig;
    },
    routeGenerated(routes) {
      const pages = routes.map((route) => ({
        relativePath: route.relativePath,
        source: readFileSync(route.absolutePath, 'utf8'),
      }));
      const problems = [
        ...pagesWithoutDefaultExport(pages),
        ...unknownIds(
          namedLinks(config),
          routes.map((route) => route.routePath),
        ),
      ];
      if (problems.length > 0) throw new Error(`The site has ${problems.length} mistake(s):\n${problems.join('\n')}`);
    },
  };
}
