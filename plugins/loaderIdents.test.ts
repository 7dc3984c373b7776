import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Rspack, rspack } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../tests/temporaryFolder';
import { nameLoaderOptions } from './loaderIdents';

/** A loader that appends its options' `suffix` to a text file's content and exports it. */
const suffixLoader = `module.exports = function (source) {
  return 'export default ' + JSON.stringify(source.trim() + this.getOptions().suffix) + ';';
};
`;

/**
 * A production build of an entry that imports `a.txt` and `b.txt`, each through the suffix loader with options of
 * its own (one in a rule's `oneOf`, one in nested `rules`), and `c.txt` through one given its options as a string;
 * `rules` named by `nameLoaderOptions` when `named`. The modules' identifiers and the bundle's code.
 */
async function build(named: boolean) {
  const dir = temporaryFolder('vihje-loader-idents-');
  writeFileSync(path.join(dir, 'suffix-loader.cjs'), suffixLoader);
  writeFileSync(path.join(dir, 'a.txt'), 'alpha');
  writeFileSync(path.join(dir, 'b.txt'), 'beta');
  writeFileSync(path.join(dir, 'c.txt'), 'gamma');
  writeFileSync(
    path.join(dir, 'index.js'),
    "import a from './a.txt';\nimport b from './b.txt';\nimport c from './c.txt';\nconsole.log(a, b, c);\n",
  );
  const loader = path.join(dir, 'suffix-loader.cjs');
  const rules: Rspack.RuleSetRule[] = [
    { test: /a\.txt$/, type: 'javascript/auto', oneOf: [{ use: [{ loader, options: { suffix: ' from a' } }] }] },
    { test: /b\.txt$/, type: 'javascript/auto', rules: [{ use: [{ loader, options: { suffix: ' from b' } }] }] },
    { test: /c\.txt$/, type: 'javascript/auto', use: [{ loader, options: 'suffix= from c' }] },
  ];
  if (named) nameLoaderOptions(rules, 'r');
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    module: { rules },
    output: { path: path.join(dir, 'out'), filename: 'index.js' },
    optimization: { minimize: false, concatenateModules: false },
  });
  const stats = await new Promise<Rspack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
  const identifiers = (stats.toJson({ all: false, modules: true }).modules ?? [])
    .map((module) => module.identifier ?? '')
    .filter((identifier) => identifier.endsWith('.txt'));
  return { identifiers, code: readFileSync(path.join(dir, 'out', 'index.js'), 'utf8') };
}

describe('loader idents', () => {
  it('names object options by their place in a few characters, and each loader still gets its own options', async () => {
    const named = await build(true);
    const byFile = (file: string) => named.identifiers.find((identifier) => identifier.endsWith(file)) ?? '';
    expect(byFile('a.txt')).toContain('suffix-loader.cjs??r0o0u0!');
    expect(byFile('b.txt')).toContain('suffix-loader.cjs??r1r0u0!');
    expect(byFile('c.txt')).toContain('suffix-loader.cjs?suffix= from c!');
    expect(named.identifiers.join('\n')).not.toContain('ruleSet[');
    expect(named.code).toContain('alpha from a');
    expect(named.code).toContain('beta from b');
    expect(named.code).toContain('gamma from c');

    // Without the names Rspack spells out each rule's path in the request.
    const unnamed = await build(false);
    expect(unnamed.identifiers.join('\n')).toContain('??ruleSet[1].rules[0].oneOf[0].use[0]');
    expect(Math.max(...named.identifiers.map((id) => id.length))).toBeLessThan(
      Math.max(...unnamed.identifiers.map((id) => id.length)),
    );
  });

  it('leaves an ident a plugin gave, in the loader or in its options', () => {
    const rules: Rspack.RuleSetRule[] = [
      { use: [{ loader: 'x', options: { a: 1 }, ident: 'own' }] },
      { use: [{ loader: 'y', options: { ident: 'in-options' } }] },
      { use: [{ loader: 'z', options: { b: 2 } }, 'plain-loader'] },
    ];
    nameLoaderOptions(rules, 'r');
    expect(rules.map((rule) => (rule.use as Rspack.RuleSetLoaderWithOptions[])[0]?.ident)).toEqual([
      'own',
      undefined,
      'r2u0',
    ]);
  });
});
