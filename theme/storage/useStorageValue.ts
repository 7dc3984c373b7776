import { useCallback, useEffect, useState } from 'react';
import { safeLocalStorage, storageKey } from './safeStorage';

const syncEventName = 'vihje-storage-sync';

interface SyncDetail {
  key: string;
  value: string | null;
}

/**
 * Replaces Rspress's `useStorageValue` (used by `<Tabs groupId>`), whose direct localStorage calls crash the page when
 * storage throws. Same signature; keys are stored without a namespace; widgets on the page and in other tabs stay in sync.
 */
export function useStorageValue<T extends string | null>(
  key: string,
  defaultValue: T,
): [string | T, (value: string | null) => void] {
  const [value, setValueState] = useState<string | T>(defaultValue);

  useEffect(() => {
    const stored = safeLocalStorage.read(key);
    if (stored !== null) setValueState(stored);
    const onSync = (event: Event) => {
      const detail = (event as CustomEvent<SyncDetail>).detail;
      if (detail.key === storageKey(key)) setValueState(detail.value ?? defaultValue);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey(key)) setValueState(event.newValue ?? defaultValue);
    };
    window.addEventListener(syncEventName, onSync);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(syncEventName, onSync);
      window.removeEventListener('storage', onStorage);
    };
  }, [key, defaultValue]);

  const setValue = useCallback(
    (next: string | null) => {
      safeLocalStorage.write(key, next);
      window.dispatchEvent(
        new CustomEvent<SyncDetail>(syncEventName, { detail: { key: storageKey(key), value: next } }),
      );
    },
    [key],
  );

  return [value, setValue];
}
