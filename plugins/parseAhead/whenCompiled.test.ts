import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type RsbuildPluginAPI, type Rspack, rspack } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../tests/temporaryFolder';
import { whenCompiled } from './whenCompiled';

/**
 * A plugin that runs a child compiler while its compiler makes its modules, as some plugins do, and records when
 * the child compilation has its modules and the compiler's own has built them (`finishMake`) and has them
 * (`finishModules`, where its seal begins).
 */
function childCompilerIn(dir: string, events: string[]): Rspack.RspackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.finishMake.tap('test', (compilation) => {
        if (compilation.compiler === compiler) events.push(`${compiler.name} made`);
      });
      compiler.hooks.thisCompilation.tap('test', (compilation) => {
        compilation.hooks.finishModules.tap('test', () => events.push(`${compiler.name} finished`));
      });
      compiler.hooks.make.tapAsync('test', (compilation, callback) => {
        const entry = new rspack.EntryPlugin(dir, './child.js', { name: 'child' });
        const child = compilation.createChildCompiler('child', {}, [entry]);
        child.hooks.thisCompilation.tap('test', (childCompilation) => {
          childCompilation.hooks.finishModules.tap('test', () => events.push(`${compiler.name}'s child finished`));
        });
        child.runAsChild((error) => callback(error ?? undefined));
      });
    },
  };
}

describe('whenCompiled', () => {
  it("calls back once both compilers' own compilations have built their modules, before the later one seals, not for a child", async () => {
    const dir = temporaryFolder('vihje-when-compiled-');
    writeFileSync(path.join(dir, 'page.js'), 'export default 1;\n');
    writeFileSync(path.join(dir, 'child.js'), 'export default 2;\n');
    const events: string[] = [];
    const config = (name: string): Rspack.Configuration => ({
      name,
      context: dir,
      mode: 'development',
      entry: './page.js',
      output: { path: path.join(dir, name) },
      plugins: [childCompilerIn(dir, events)],
    });
    const compiler = rspack([config('web'), config('node')]);
    const api = { onAfterCreateCompiler: (created: (context: { compiler: unknown }) => void) => created({ compiler }) };
    await whenCompiled(() => events.push('done')).setup(api as unknown as RsbuildPluginAPI);

    await new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve())));
    await new Promise<void>((resolve) => compiler.close(() => resolve()));

    expect(events.filter((event) => event.endsWith("'s child finished")).sort()).toEqual([
      "node's child finished",
      "web's child finished",
    ]);
    const own = events.filter((event) => !event.endsWith("'s child finished"));
    expect(own.filter((event) => event.endsWith(' made')).sort()).toEqual(['node made', 'web made']);
    expect(own.filter((event) => event === 'done')).toHaveLength(1);
    // After both have built their modules, before the later of the two goes on to its seal.
    expect(own.indexOf('done')).toBeGreaterThan(own.lastIndexOf('web made'));
    expect(own.indexOf('done')).toBeGreaterThan(own.lastIndexOf('node made'));
    expect(own.indexOf('done')).toBeLessThan(Math.max(own.indexOf('web finished'), own.indexOf('node finished')));
  }, 60_000);
});
