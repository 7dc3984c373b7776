/**
 * localStorage that never throws. Browsers deny storage in sandboxed iframes, some incognito modes and under strict
 * privacy settings — often by throwing from the `window.localStorage` getter itself — and the site must still work.
 */
export interface SafeStorage {
  read(key: string): string | null;
  /** Stores `value`, or removes the key when `value` is null. */
  write(key: string, value: string | null): void;
}

/** Rspress's built-in widgets namespace their keys (`rspress.tabs.lang`); the spec wants keys without a namespace. */
const namespacePrefix = /^rspress[.-](?:tabs\.)?/;

/** The key as stored: without any framework namespace. */
export function storageKey(key: string): string {
  return key.replace(namespacePrefix, '');
}

/**
 * Wraps a storage getter so that any failure is swallowed and reported once through `warn`, then the caller falls back
 * to its default (for the colour mode: the system setting).
 */
export function createSafeStorage(
  getStorage: () => Storage,
  warn: (message: string) => void = (message) => console.warn(message),
): SafeStorage {
  let warned = false;
  const attempt = <T>(action: (storage: Storage) => T, fallback: T): T => {
    try {
      return action(getStorage());
    } catch (error) {
      if (!warned) {
        warned = true;
        const reason = error instanceof Error ? error.message : String(error);
        warn(`localStorage is unavailable (${reason}); preferences such as the colour mode will not be saved.`);
      }
      return fallback;
    }
  };
  return {
    read: (key) => attempt((storage) => storage.getItem(storageKey(key)), null),
    write: (key, value) =>
      attempt((storage) => {
        if (value === null) storage.removeItem(storageKey(key));
        else storage.setItem(storageKey(key), value);
      }, undefined),
  };
}

/** The page's one storage: one warning per page load, however many widgets read it. */
export const safeLocalStorage = createSafeStorage(() => window.localStorage);
