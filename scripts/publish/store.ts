/** The bucket operations a publish and its previews need; `s3.ts` implements them, unit tests use an in-memory one. */
import type { RemoteObject } from './plan.ts';

/** One object to write, with the headers it is served with. */
export interface StoredObject {
  key: string;
  body: Uint8Array;
  /** Hex MD5 of `body`, sent as `Content-MD5` so that the server rejects a corrupted upload. */
  md5: string;
  contentType: string;
  cacheControl: string;
  /** A site path (`/data`) that a bucket website answers this key with, as a 301; the body is then empty. */
  redirectTo?: string | undefined;
}

export interface ObjectStore {
  /** Every object whose key starts with `keyPrefix` (`''`: the whole bucket). */
  list(keyPrefix: string): Promise<RemoteObject[]>;
  put(object: StoredObject): Promise<void>;
  /** Deletes one key; deleting a key that is already gone succeeds, so a re-run after a crash is safe. */
  delete(key: string): Promise<void>;
  /**
   * Deletes many keys in as few requests as the service allows and resolves with the keys it refused; a key that is
   * already gone counts as deleted.
   */
  deleteMany(keys: readonly string[]): Promise<DeleteFailure[]>;
}

/** A key the service would not delete, and why. */
export interface DeleteFailure {
  key: string;
  message: string;
}
