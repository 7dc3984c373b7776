import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { propsTableSources } from '../examples/components/propsTableSources';
import { temporaryFolder } from '../tests/temporaryFolder';
import { alignLeft, inWorker, pluginPropsTables, unknownModules } from './propsTables';

describe('alignLeft', () => {
  it('turns the centred delimiter row of a table into a plain one, and nothing else', () => {
    const table = '  |Property|Description|\n|:---:|:---:|\n|a|`:---:`|';
    expect(alignLeft(table)).toBe('  |Property|Description|\n|---|---|\n|a|`:---:`|');
  });
});

describe('unknownModules', () => {
  it('names the <API moduleName> values that are not entries', () => {
    const source = '<API moduleName="Known" />\n\n<API moduleName=\'Typo\' />';
    expect(unknownModules(source, { Known: './Known.tsx' })).toEqual(['Typo']);
    expect(unknownModules(source, { Known: './Known.tsx', Typo: './Typo.tsx' })).toEqual([]);
  });
});

// Each test below starts the worker, which builds a TypeScript program: on a machine busy with a build, that took
// longer than Vitest's default of five seconds.
describe('pluginPropsTables', { timeout: 30_000 }, () => {
  it("puts each component's table, made from its types, in place of <API …/>", async () => {
    const { sourceTransform } = pluginPropsTables({ Greeting: 'tests/fixtures/propsTables/Greeting.tsx' }, 'en');
    const page = await sourceTransform('page.mdx', '# Props\n\n<API moduleName="Greeting" />\n\nAfter.');
    const rows = page.split('\n').map((line) => line.trim());
    expect(rows[0]).toBe('# Props');
    expect(rows).toContain('|---|---|---|---|');
    expect(rows).toContain('|name|Who is greeted.|`string` **(Required)**|`-`|');
    expect(rows).toContain('|emphasis|How many exclamation marks follow the name.|`number`|`1`|');
    expect(rows.at(-1)).toBe('After.');
  });

  it('fails with the file named when the entry holds no component', async () => {
    const dir = temporaryFolder('vihje-props-');
    const file = path.join(dir, 'constants.ts');
    writeFileSync(file, 'export const answer = 42;\n');
    const { sourceTransform } = pluginPropsTables({ Answer: file }, 'en');
    const failure = sourceTransform('page.mdx', '<API moduleName="Answer" />');
    await expect(failure).rejects.toThrow(`${file}: react-docgen-typescript found no component for "Answer"`);
    // The official plugin's own warning, kept from the worker's output, comes with the error.
    await expect(failure).rejects.toThrow(/plugin-api-docgen said:\n.*Unable to parse API document/s);
  });
});

describe("the props tables' worker", () => {
  it("makes the site's tables without the DOM's libraries exactly as with them", { timeout: 30_000 }, async () => {
    const request = { entries: propsTableSources, tsconfig: path.resolve('tsconfig.json'), lang: 'en' };
    const [lean, full] = await Promise.all([inWorker(request), inWorker({ ...request, domLibraries: true })]);
    expect(Object.keys(lean.tables).sort()).toEqual(Object.keys(propsTableSources).sort());
    for (const table of Object.values(full.tables)) expect(table).toContain('|');
    expect(lean.tables).toEqual(full.tables);
  });
});
