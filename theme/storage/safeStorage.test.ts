import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage, storageKey } from './safeStorage';

/** A Map-backed Storage, the shape the browser's localStorage has. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('createSafeStorage', () => {
  it('reads, writes and removes through the underlying storage', () => {
    const backing = memoryStorage();
    const storage = createSafeStorage(() => backing);
    expect(storage.read('theme')).toBeNull();
    storage.write('theme', 'dark');
    expect(backing.getItem('theme')).toBe('dark');
    expect(storage.read('theme')).toBe('dark');
    storage.write('theme', null);
    expect(backing.length).toBe(0);
  });

  it('stores framework-namespaced keys without their namespace', () => {
    const backing = memoryStorage();
    createSafeStorage(() => backing).write('rspress.tabs.code-language', '1');
    expect(backing.key(0)).toBe('code-language');
    expect(storageKey('theme')).toBe('theme');
  });

  it('falls back and warns once when storage throws', () => {
    const warn = vi.fn();
    const storage = createSafeStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }, warn);
    expect(storage.read('theme')).toBeNull();
    expect(() => storage.write('theme', 'dark')).not.toThrow();
    expect(storage.read('theme')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('The operation is insecure.');
  });

  it('survives a storage whose writes throw (quota exceeded) while reads work', () => {
    const backing = memoryStorage();
    backing.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    const warn = vi.fn();
    const storage = createSafeStorage(() => backing, warn);
    storage.write('theme', 'dark');
    expect(storage.read('theme')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
