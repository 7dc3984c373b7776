/** An in-memory bucket for the unit tests: it records every call and fails the keys it is told to. */
import { md5Hex } from './localFiles.ts';
import type { RemoteObject } from './plan.ts';
import type { ObjectStore, StoredObject } from './store.ts';

/** A bucket holding `initial` (key → text); writing or deleting a key in `failing` throws (or is refused). */
export function memoryStore(initial: Record<string, string> = {}, failing: ReadonlySet<string> = new Set()) {
  const objects = new Map<string, StoredObject>(
    Object.entries(initial).map(([key, text]) => {
      const body = Buffer.from(text);
      return [key, { key, body, md5: md5Hex(body), contentType: 'text/plain', cacheControl: '' }];
    }),
  );
  const calls: string[] = [];
  const store: ObjectStore = {
    async list(keyPrefix) {
      return [...objects.values()]
        .filter(({ key }) => key.startsWith(keyPrefix))
        .map(({ key, md5, body }): RemoteObject => ({ key, etag: `"${md5}"`, size: body.byteLength }));
    },
    async put(object) {
      calls.push(`put ${object.key}`);
      if (failing.has(object.key)) throw new Error('injected');
      objects.set(object.key, object);
    },
    async delete(key) {
      calls.push(`delete ${key}`);
      objects.delete(key);
    },
    async deleteMany(keys) {
      calls.push(`deleteMany ${keys.join(' ')}`);
      const refused = keys.filter((key) => failing.has(key));
      for (const key of keys) if (!failing.has(key)) objects.delete(key);
      return refused.map((key) => ({ key, message: 'AccessDenied: injected' }));
    },
  };
  return { store, objects, calls };
}
