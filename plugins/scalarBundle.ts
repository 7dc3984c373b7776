import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import sirv from 'sirv';

const require = createRequire(import.meta.url);

/** Scalar's prebuilt browser build: `standalone.esm.js` and the chunks it imports, all relative to it. */
export function scalarBrowserDir(): string {
  // Resolved from the React wrapper, which is what depends on `@scalar/api-reference`.
  const fromWrapper = createRequire(require.resolve('@scalar/api-reference-react'));
  return path.join(path.dirname(fromWrapper.resolve('@scalar/api-reference')), 'browser');
}

/** The bundle's entry inside `scalarBrowserDir()`. */
export const scalarBundleEntry = 'standalone.esm.js';
/** The same bundle as one UMD script, which the site does not use. */
const scalarUmdBundle = 'standalone.js';

/**
 * Where the build publishes Scalar's browser build, relative to the site's asset prefix: a folder named for the
 * entry's content hash, so each Scalar version gets new URLs and the files can be cached for good.
 */
export function scalarBundleFolder(browserDir: string): string {
  const hash = createHash('sha256')
    .update(readFileSync(path.join(browserDir, scalarBundleEntry)))
    .digest('hex')
    .slice(0, 10);
  return `static/js/scalar.${hash}`;
}

/**
 * Puts the bundle where the page fetches it: copied into the production build, served straight from the package by
 * the dev server (copying 4 MB into every dev rebuild would slow each Markdown edit's hot update).
 */
function scalarBundleAssets(browserDir: string, folder: string): RsbuildPlugin {
  return {
    name: 'vihje:scalar-bundle-assets',
    setup(api) {
      if (api.context.action === 'dev') {
        const prefix = `/${folder}/`;
        const serve = sirv(browserDir, { dev: true });
        api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
          mergeRsbuildConfig(config, {
            server: {
              // Registered here, before Rsbuild's own middlewares, so the bundle's paths never reach its fallback.
              setup: ({ server }) => {
                server.middlewares.use((req, res, next) => {
                  if (!req.url?.startsWith(prefix)) return next();
                  req.url = req.url.slice(prefix.length - 1);
                  return serve(req, res, next);
                });
              },
            },
          }),
        );
        return;
      }
      api.modifyEnvironmentConfig((config, { name, mergeEnvironmentConfig }) => {
        if (name !== 'web') return config;
        return mergeEnvironmentConfig(config, {
          output: {
            copy: [
              {
                from: browserDir,
                to: folder,
                toType: 'dir',
                // The UMD build (`standalone.js`) and the source maps are not used by the site.
                globOptions: { ignore: ['**/*.map', `**/${scalarUmdBundle}`] },
                // Already minified: the build's minifier would spend seconds on it for nothing.
                info: { minimized: true },
              },
            ],
          },
        });
      });
    },
  };
}

/**
 * Serves `/api`'s Scalar from the prebuilt browser bundle that ships in `@scalar/api-reference`, instead of compiling
 * its thousands of ES modules on every build (bench/NOTES.md has what they cost). The bundle goes, without
 * source maps, into a content-hashed folder; `@scalar/api-reference` (imported by Scalar's React wrapper) resolves to
 * `theme/components/ApiReference/scalarBundle.ts`, which downloads the bundle on demand and hands its
 * `createApiReference` to the wrapper.
 */
export function pluginScalarBundle(): RspressPlugin {
  const browserDir = scalarBrowserDir();
  const folder = scalarBundleFolder(browserDir);
  // Through the theme's alias: plugins name theme modules, they never reach into the theme's files.
  const loader = '@theme/components/ApiReference/scalarBundle';
  return {
    name: 'vihje-scalar-bundle',
    builderConfig: {
      resolve: { alias: { '@scalar/api-reference$': loader } },
      source: { define: { 'import.meta.env.SCALAR_BUNDLE_PATH': JSON.stringify(`/${folder}/${scalarBundleEntry}`) } },
      plugins: [scalarBundleAssets(browserDir, folder)],
    },
  };
}
