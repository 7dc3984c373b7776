import type { RsbuildPlugin } from '@rsbuild/core';
import { compilersOf } from '../compilers.ts';

/**
 * Calls `done` once every page is compiled: each compiler's own compilation (the browser's and the server's, or the
 * one of a build of one environment) has its modules. A child compilation that a plugin runs early in the compile
 * does not count: `thisCompilation` is the one hook a child compiler does not inherit from its parent.
 */
export function whenCompiled(done: () => void): RsbuildPlugin {
  return {
    name: 'vihje-parse-ahead-compiled',
    setup(api) {
      api.onAfterCreateCompiler(({ compiler }) => {
        const compilers = compilersOf(compiler);
        let building = compilers.length;
        for (const one of compilers) {
          one.hooks.thisCompilation.tap('vihje-parse-ahead', (compilation) => {
            compilation.hooks.finishModules.tap('vihje-parse-ahead', () => {
              building -= 1;
              if (building === 0) done();
            });
          });
        }
      });
    },
  };
}
