import type { RsbuildPlugin } from '@rsbuild/core';
import { compilersOf } from '../compilers.ts';

/**
 * Calls `done` once every page is compiled: each compiler's own compilation (the browser's and the server's, or the
 * one of a build of one environment) has built its modules: at the later one's `finishMake`, before that
 * compilation seals or waits for the other. A child compilation that a plugin runs early in the compile does not
 * count: a child compiler shares its parent's `finishMake`, and its compilations are the child compiler's.
 */
export function whenCompiled(done: () => void): RsbuildPlugin {
  const name = 'vihje-parse-ahead-compiled';
  return {
    name,
    setup(api) {
      api.onAfterCreateCompiler(({ compiler }) => {
        const compilers = compilersOf(compiler);
        let building = compilers.length;
        for (const one of compilers) {
          one.hooks.finishMake.tap(name, (compilation) => {
            if (compilation.compiler !== one) return;
            building -= 1;
            if (building === 0) done();
          });
        }
      });
    },
  };
}
