/**
 * The bucket operations over the S3 API (`@aws-sdk/client-s3`): AWS S3 and S3-compatible services (Cloudflare R2,
 * MinIO, …). Credentials come from the SDK's default chain: `AWS_ACCESS_KEY_ID` / `AWS_SECRET_ACCESS_KEY` /
 * `AWS_SESSION_TOKEN`, `AWS_PROFILE` and the shared config files, web identity (GitHub OIDC), container and instance
 * roles.
 */
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import type { RemoteObject } from './plan.ts';
import type { DeleteFailure, ObjectStore, StoredObject } from './store.ts';

export interface S3StoreOptions {
  bucket: string;
  /** Undefined: the SDK's own lookup (`AWS_REGION`, the profile); `us-east-1` when an endpoint is given instead. */
  region?: string | undefined;
  /** An S3-compatible endpoint; addresses buckets by path (`endpoint/bucket/key`), which all of them accept. */
  endpoint?: string | undefined;
  /** Tries per request, the first included: the SDK retries throttling, 5xx and network errors with backoff. */
  maxAttempts: number;
}

/** The most keys one DeleteObjects request may name. */
const deleteBatchSize = 1000;

/** An {@link ObjectStore} on one bucket, and `close` to free its sockets. */
export function createS3Store(options: S3StoreOptions): ObjectStore & { close(): void } {
  const client = new S3Client({
    region: options.region ?? (options.endpoint ? 'us-east-1' : undefined),
    endpoint: options.endpoint,
    forcePathStyle: options.endpoint !== undefined,
    maxAttempts: options.maxAttempts,
    retryMode: 'standard',
    // The SDK's default CRC32 checksums (aws-chunked trailers) are not accepted by every S3-compatible service;
    // every upload carries Content-MD5 instead, which they all check.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A stalled connection fails the attempt (and is retried) instead of hanging the deploy.
    requestHandler: { connectionTimeout: 10_000, requestTimeout: 120_000 },
  });
  const Bucket = options.bucket;

  return {
    async list(keyPrefix) {
      const objects: RemoteObject[] = [];
      const pages = paginateListObjectsV2({ client }, { Bucket, Prefix: keyPrefix === '' ? undefined : keyPrefix });
      for await (const page of pages) {
        for (const { Key, ETag, Size, LastModified } of page.Contents ?? []) {
          if (Key !== undefined) objects.push({ key: Key, etag: ETag, size: Size, lastModified: LastModified });
        }
      }
      return objects;
    },

    async put(object: StoredObject) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: object.key,
          Body: object.body,
          ContentLength: object.body.byteLength,
          ContentMD5: Buffer.from(object.md5, 'hex').toString('base64'),
          ContentType: object.contentType,
          CacheControl: object.cacheControl,
          WebsiteRedirectLocation: object.redirectTo,
        }),
      );
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async deleteMany(keys) {
      const failures: DeleteFailure[] = [];
      for (let start = 0; start < keys.length; start += deleteBatchSize) {
        const batch = keys.slice(start, start + deleteBatchSize);
        // Quiet: the answer lists only the keys that were not deleted.
        const { Errors } = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
        for (const { Key, Code, Message } of Errors ?? []) {
          failures.push({
            key: Key ?? '(no key)',
            message: [Code, Message].filter(Boolean).join(': ') || 'not deleted',
          });
        }
      }
      return failures;
    },

    close() {
      client.destroy();
    },
  };
}
