import { type ColorMode, colorModes } from '../../shared/site.ts';

export type ResolvedColorMode = 'light' | 'dark';

/** A stored value, or null when it is missing or not one of the known modes. */
export function parseColorMode(value: string | null): ColorMode | null {
  return colorModes.find((mode) => mode === value) ?? null;
}

/** The mode actually shown: `system` follows the OS, which counts as light when it states no preference. */
export function resolveColorMode(mode: ColorMode, systemPrefersDark: boolean): ResolvedColorMode {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}

/** Puts the mode on `<html>` the way Rspress's CSS expects it (`dark` / `rp-dark` classes). */
export function applyColorMode(root: HTMLElement, resolved: ResolvedColorMode): void {
  const dark = resolved === 'dark';
  root.classList.toggle('dark', dark);
  root.classList.toggle('rp-dark', dark);
  root.style.colorScheme = resolved;
}
