import { useSyncExternalStore } from 'react';
import type { ColorMode } from '../../shared/site';
import { type ResolvedColorMode, resolveColorMode } from './colorMode';
import {
  getColorMode,
  getSystemPrefersDark,
  setColorMode,
  subscribeColorMode,
  subscribeSystemPrefersDark,
} from './colorModeStore';

/** What SSG renders: the pre-paint script fixes the real mode before hydration. */
const serverColorMode = (): ColorMode => 'system';
const serverPrefersDark = () => false;

/** The reader's colour mode choice, the mode it resolves to, and a setter. */
export function useColorMode(): {
  mode: ColorMode;
  resolved: ResolvedColorMode;
  setMode: (mode: ColorMode) => void;
} {
  const mode = useSyncExternalStore(subscribeColorMode, getColorMode, serverColorMode);
  const prefersDark = useSyncExternalStore(subscribeSystemPrefersDark, getSystemPrefersDark, serverPrefersDark);
  return { mode, resolved: resolveColorMode(mode, prefersDark), setMode: setColorMode };
}
