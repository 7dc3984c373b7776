/**
 * A real S3-protocol server for the tests: s3rver on 127.0.0.1 with a throw-away directory, an SDK client for
 * setting buckets up and reading them back, and a GET through its static-website endpoint.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  HeadObjectCommand,
  PutBucketWebsiteCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';

// On a Node the AWS SDK is about to drop, it prints a support notice: noise in the tests' output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

/** s3rver's built-in account. */
export const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** What a test compares: each key's bytes (ETag), the headers it is served with and its website redirect, if any. */
export type BucketState = Record<
  string,
  { etag: string; contentType: string; cacheControl: string; redirectLocation?: string }
>;

export interface WebsiteResponse {
  status: number;
  contentType: string | undefined;
  cacheControl: string | undefined;
  location: string | undefined;
  body: string;
}

export interface S3TestServer {
  endpoint: string;
  port: number;
  client: S3Client;
  createBucket(name: string, options?: { website?: boolean }): Promise<void>;
  putText(bucket: string, key: string, text: string): Promise<void>;
  /** Every key of the bucket with its ETag, Content-Type, Cache-Control and redirect location (one HEAD per key). */
  state(bucket: string): Promise<BucketState>;
  /** A GET the way a browser reaches a bucket website: through the `BUCKET.s3-website-REGION` host name. */
  websiteGet(bucket: string, urlPath: string): Promise<WebsiteResponse>;
  close(): Promise<void>;
}

export async function startS3Server(): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'vihje-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });

  return {
    endpoint,
    port,
    client,
    async createBucket(name, options = {}) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
      if (options.website) {
        await client.send(
          new PutBucketWebsiteCommand({
            Bucket: name,
            WebsiteConfiguration: { IndexDocument: { Suffix: 'index.html' }, ErrorDocument: { Key: '404.html' } },
          }),
        );
      }
    },
    async putText(bucket, key, text) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: text, ContentType: 'text/plain' }));
    },
    async state(bucket) {
      const result: BucketState = {};
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket })) {
        for (const { Key } of page.Contents ?? []) {
          if (Key === undefined) continue;
          const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
          result[Key] = {
            etag: head.ETag ?? '',
            contentType: head.ContentType ?? '',
            cacheControl: head.CacheControl ?? '',
            ...(head.WebsiteRedirectLocation ? { redirectLocation: head.WebsiteRedirectLocation } : {}),
          };
        }
      }
      return Object.fromEntries(Object.entries(result).sort(([a], [b]) => (a < b ? -1 : 1)));
    },
    websiteGet(bucket, urlPath) {
      return new Promise((resolve, reject) => {
        const headers = { host: `${bucket}.s3-website-us-east-1.amazonaws.com` };
        request({ host: '127.0.0.1', port, path: urlPath, headers }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            body += chunk;
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              contentType: response.headers['content-type'],
              cacheControl: response.headers['cache-control'],
              location: response.headers.location,
              body,
            }),
          );
        })
          .on('error', reject)
          .end();
      });
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
