import type { RspressPlugin } from '@rspress/core';

/** Scalar's own stylesheets, whatever the platform's path separator. */
const nonScalarStyles = /^(?!.*[\\/]@scalar[\\/]).*\.(?:css|less|sass|scss)$/;

/**
 * Keeps Scalar (the `/api` reference) to `/api`: Rspress puts every stylesheet, lazy ones too, into one `styles`
 * file that every page loads, so Scalar's ~260 KB of CSS would reach every page. Scalar's CSS stays with its lazy
 * chunk instead. Also silences the warning for Scalar's runtime plugin loader (an `import()` of a URL; we
 * configure no plugins), and keeps React Refresh out of Scalar's modules in `rspress dev`.
 */
export function pluginScalarBundle(): RspressPlugin {
  return {
    name: 'vihje-scalar-bundle',
    builderConfig: {
      tools: {
        rspack(rspackConfig) {
          rspackConfig.ignoreWarnings = [
            ...(rspackConfig.ignoreWarnings ?? []),
            { module: /@scalar[\\/]api-reference[\\/].*load-plugins-from-urls/ },
          ];
          const styles = rspackConfig.optimization?.splitChunks
            ? rspackConfig.optimization.splitChunks.cacheGroups?.styles
            : undefined;
          if (styles && typeof styles === 'object') styles.test = nonScalarStyles;
        },
        bundlerChain(chain, { CHAIN_ID }) {
          // Dev only: React Refresh appends `Promise.resolve()` to every module, and in Scalar's typebox module that
          // declares `function Promise` it calls that one and throws, so /api was blank in `rspress dev`.
          if (!chain.plugins.has(CHAIN_ID.PLUGIN.REACT_FAST_REFRESH)) return;
          chain
            .plugin(CHAIN_ID.PLUGIN.REACT_FAST_REFRESH)
            .tap(([options]) => [
              { ...options, exclude: [options?.exclude ?? [], /[\\/]node_modules[\\/]@scalar[\\/]/].flat() },
            ]);
        },
      },
    },
  };
}
