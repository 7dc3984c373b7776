import { type ColorMode, colorModeStorageKey, prefersDarkQuery } from '../../shared/site';
import { safeLocalStorage } from '../storage/safeStorage';
import { parseColorMode } from './colorMode';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: ColorMode | undefined;

function notify(): void {
  for (const listener of listeners) listener();
}

/** The reader's choice; `system` when nothing (valid) is stored or storage is unavailable. */
export function getColorMode(): ColorMode {
  cached ??= parseColorMode(safeLocalStorage.read(colorModeStorageKey)) ?? 'system';
  return cached;
}

export function setColorMode(mode: ColorMode): void {
  cached = mode;
  safeLocalStorage.write(colorModeStorageKey, mode);
  notify();
}

/** Subscribes to choices made here and in other tabs. */
export function subscribeColorMode(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== colorModeStorageKey) return;
    cached = parseColorMode(event.newValue) ?? 'system';
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getSystemPrefersDark(): boolean {
  return window.matchMedia(prefersDarkQuery).matches;
}

export function subscribeSystemPrefersDark(listener: Listener): () => void {
  const query = window.matchMedia(prefersDarkQuery);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
