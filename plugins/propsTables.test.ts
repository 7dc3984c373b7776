import { describe, expect, it, vi } from 'vitest';
import { alignLeft, unknownModules } from './propsTables';

vi.hoisted(() => {
  // The plugin's ES module reads CommonJS's `__dirname`: Rspress's config loader (jiti) defines it, Node does not.
  (globalThis as { __dirname?: string }).__dirname ??= process.cwd();
});

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
