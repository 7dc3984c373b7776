import { safeLocalStorage } from '../../storage/safeStorage';

/**
 * The localStorage key that makes doc pages crash, for the crash-page browser test (test build only). Only someone
 * who sets it in their own browser sees the crash page, and removing it (then "Try again") restores the page.
 */
export const crashTestKey = 'vh-crash-test';

/**
 * Test hook, in the test build only: throws during render while `localStorage[crashTestKey]` is set, so the crash
 * page can be tested.
 */
export function CrashSwitch(): null {
  if (typeof window !== 'undefined' && safeLocalStorage.read(crashTestKey) !== null) {
    throw new Error(`Crash test: localStorage "${crashTestKey}" is set.`);
  }
  return null;
}
