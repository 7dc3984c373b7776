import { useLayoutEffect } from 'react';
import { applyColorMode, type ResolvedColorMode } from './colorMode';
import { useColorMode } from './useColorMode';

/**
 * Replaces Rspress's `useThemeState`, which feeds `ThemeContext` (`useDark()` and every theme component read it).
 * Rspress's version only knows light/dark and crashes when localStorage throws; this one is backed by the
 * three-way colour mode store.
 */
export function useThemeState(): [ResolvedColorMode, (theme: ResolvedColorMode) => void] {
  const { resolved, setMode } = useColorMode();
  useLayoutEffect(() => {
    applyColorMode(document.documentElement, resolved);
  }, [resolved]);
  return [resolved, setMode];
}
