import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { colorModeScript } from '../../shared/colorModeScript';
import { parseColorMode, resolveColorMode } from './colorMode';

describe('parseColorMode', () => {
  it('accepts the three modes and rejects anything else', () => {
    expect(parseColorMode('light')).toBe('light');
    expect(parseColorMode('dark')).toBe('dark');
    expect(parseColorMode('system')).toBe('system');
    expect(parseColorMode('auto')).toBeNull();
    expect(parseColorMode(null)).toBeNull();
  });
});

describe('resolveColorMode', () => {
  it('follows the system only in system mode', () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });
});

/** Runs the inline script against a fake browser and reports what it did to `<html>`. */
function runScript(stored: string | null | Error, systemPrefersDark: boolean) {
  const classes = new Set<string>();
  const style = { colorScheme: '' };
  const window = {
    get localStorage() {
      if (stored instanceof Error) throw stored;
      return { getItem: (key: string) => (key === 'theme' ? stored : null) };
    },
    matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemPrefersDark }),
  };
  const document = {
    documentElement: {
      classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
      style,
    },
  };
  runInNewContext(colorModeScript, { window, document });
  return { dark: classes.has('dark') && classes.has('rp-dark'), colorScheme: style.colorScheme };
}

describe('colorModeScript (pre-paint)', () => {
  it.each([
    [null, false, false],
    [null, true, true],
    ['system', true, true],
    ['light', true, false],
    ['dark', false, true],
    ['garbage', true, true],
  ] as const)('stored %s with system dark=%s gives dark=%s', (stored, systemDark, expected) => {
    const result = runScript(stored, systemDark);
    expect(result.dark).toBe(expected);
    expect(result.colorScheme).toBe(expected ? 'dark' : 'light');
  });

  it('follows the system when localStorage throws', () => {
    expect(runScript(new Error('SecurityError'), true)).toEqual({ dark: true, colorScheme: 'dark' });
    expect(runScript(new Error('SecurityError'), false)).toEqual({ dark: false, colorScheme: 'light' });
  });
});
