/**
 * Pull-request previews end to end against a real S3-protocol server (s3rver on 127.0.0.1): previews published beside
 * the site by `npm run publish -- --preview`, deleted one by one or by age, and the site's --prune leaving them alone.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteOldPreviews } from '../../scripts/publish/previews';
import { createS3Store } from '../../scripts/publish/s3';
import { writeFixtureSite } from './fixtureSite';
import { runPublish } from './runPublish';
import { type BucketState, credentials, type S3TestServer, startS3Server } from './s3Server';

let s3: S3TestServer;
let work: string;
let site1: string;
let site2: string;
let bucketCount = 0;

/** A new, empty bucket for each test, so that tests never see each other's objects. */
async function newBucket(): Promise<string> {
  const name = `previews-${++bucketCount}`;
  await s3.createBucket(name);
  return name;
}

const publishArgs = (site: string, bucket: string, ...more: string[]) => [
  '--dir',
  site,
  '--bucket',
  bucket,
  '--endpoint',
  s3.endpoint,
  ...more,
];

/** Version `version` of the fixture build, built as the preview `name` (under its base) when one is named. */
function siteFor(version: 1 | 2, name?: string): string {
  if (name === undefined) return version === 1 ? site1 : site2;
  const dir = path.join(work, `v${version}-${name}`);
  if (!existsSync(dir)) writeFixtureSite(dir, version, `/previews/${name}/`);
  return dir;
}

/**
 * What a reader gets from each object of `state`, its redirects made relative to `base` (`/previews/pr-1/x` →
 * `/x`): a preview's objects against the site's, whose pages differ only in the base their assets load from.
 */
function served(state: BucketState, base = '/', { withBytes = false } = {}): BucketState {
  return Object.fromEntries(
    Object.entries(state).map(([key, { etag, redirectLocation, ...headers }]) => [
      key,
      {
        ...headers,
        etag: withBytes ? etag : '',
        ...(redirectLocation === undefined ? {} : { redirectLocation: `/${redirectLocation.slice(base.length)}` }),
      },
    ]),
  );
}

/** Runs a publish that must succeed. */
async function published(args: string[]): Promise<string> {
  const run = await runPublish(args);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return run.stdout;
}

/** The objects of `state` under `prefix`, keyed relative to it. */
function under(state: BucketState, prefix: string): BucketState {
  return Object.fromEntries(
    Object.entries(state)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, object]) => [key.slice(prefix.length), object]),
  );
}

/** The objects of `state` that are not under any of `prefixes`. */
function outside(state: BucketState, ...prefixes: string[]): BucketState {
  return Object.fromEntries(
    Object.entries(state).filter(([key]) => !prefixes.some((prefix) => key.startsWith(prefix))),
  );
}

beforeAll(async () => {
  // The store that a test drives directly takes its credentials from the SDK's default chain, as in a real run.
  vi.stubEnv('AWS_ACCESS_KEY_ID', credentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', credentials.secretAccessKey);
  s3 = await startS3Server();
  work = mkdtempSync(path.join(os.tmpdir(), 'vihje-previews-'));
  site1 = path.join(work, 'v1');
  site2 = path.join(work, 'v2');
  writeFixtureSite(site1, 1);
  writeFixtureSite(site2, 2);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await s3?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

// A test runs up to six publishes, each its own Node process, seconds each on a busy 2-core machine.
describe('pull-request previews against an S3-protocol server', { timeout: 60_000 }, () => {
  it('publishing two previews and deleting one leaves the site and the other preview untouched', async () => {
    const bucket = await newBucket();
    await published(publishArgs(site1, bucket));
    const previewRun = await published(publishArgs(siteFor(1, 'pr-1'), bucket, '--preview', 'pr-1'));
    expect(previewRun).toContain(`to s3://${bucket}/previews/pr-1/ at ${s3.endpoint} as preview pr-1`);
    await published(publishArgs(siteFor(2, 'pr-12'), bucket, '--preview', 'pr-12'));
    // A preview holds the site's objects, with the same headers, under previews/NAME/; its old URLs redirect there.
    const withPreviews = await s3.state(bucket);
    const site = outside(withPreviews, 'previews/');
    expect(Object.keys(site).length).toBeGreaterThan(30);
    const preview = under(withPreviews, 'previews/pr-1/');
    expect(served(preview, '/previews/pr-1/')).toEqual(served(site));
    expect(preview['data.html']?.redirectLocation).toBe('/previews/pr-1/data');
    // Keys that share the preview's name but are not in its folder.
    await s3.putText(bucket, 'previews/pr-1', 'beside the preview');
    await s3.putText(bucket, 'previews/pr-1.txt', 'beside the preview');
    const before = await s3.state(bucket);
    const previewKeys = Object.keys(under(before, 'previews/pr-1/')).length;

    const dryRun = await published(publishArgs(site1, bucket, '--delete-preview', 'pr-1', '--dry-run'));
    expect(dryRun).toContain('delete  previews/pr-1/index.html');
    expect(dryRun).toMatch(new RegExp(`would delete ${previewKeys} objects \\(.+\\) under previews/pr-1/`));
    expect(await s3.state(bucket)).toEqual(before);

    const stdout = await published(['--bucket', bucket, '--endpoint', s3.endpoint, '--delete-preview', 'pr-1']);
    expect(stdout).toContain(`Deleting preview pr-1: s3://${bucket}/previews/pr-1/`);
    expect(stdout).toMatch(new RegExp(`^Deleted ${previewKeys} objects \\(.+\\) under previews/pr-1/\\.$`, 'm'));
    const after = await s3.state(bucket);
    expect(under(after, 'previews/pr-1/')).toEqual({});
    expect(after).toEqual(outside(before, 'previews/pr-1/'));

    // Deleting a preview that is gone is not an error: a pull request may be closed twice.
    const again = await published(['--bucket', bucket, '--endpoint', s3.endpoint, '--delete-preview', 'pr-1']);
    expect(again).toContain('Deleted 0 objects (0 B) under previews/pr-1/.');
  });

  it('a preview published again with --prune deletes only its own stale keys', async () => {
    const bucket = await newBucket();
    await published(publishArgs(site1, bucket));
    await published(publishArgs(siteFor(1, 'pr-1'), bucket, '--preview', 'pr-1'));
    await published(publishArgs(siteFor(1, 'pr-2'), bucket, '--preview', 'pr-2'));
    const before = await s3.state(bucket);

    const stdout = await published(publishArgs(siteFor(2, 'pr-1'), bucket, '--preview', 'pr-1', '--prune'));
    expect(stdout).toMatch(/deleted 4 objects/);
    const after = await s3.state(bucket);
    expect(outside(after, 'previews/pr-1/')).toEqual(outside(before, 'previews/pr-1/'));

    const reference = await newBucket();
    await published(publishArgs(siteFor(2, 'pr-1'), reference));
    const bytes = { withBytes: true };
    expect(served(under(after, 'previews/pr-1/'), '/previews/pr-1/', bytes)).toEqual(
      served(await s3.state(reference), '/', bytes),
    );
  });

  it('the site published at the bucket root with --prune deletes its stale keys and leaves the previews alone', async () => {
    const bucket = await newBucket();
    await published(publishArgs(site1, bucket));
    await published(publishArgs(siteFor(1, 'pr-1'), bucket, '--preview', 'pr-1'));
    await published(publishArgs(siteFor(2, 'pr-2'), bucket, '--preview', 'pr-2'));
    await s3.putText(bucket, 'previews/notes.txt', 'kept under the previews root');
    await s3.putText(bucket, 'stale.txt', 'the site no longer has this');
    const before = await s3.state(bucket);

    const stdout = await published(publishArgs(site2, bucket, '--prune'));
    expect(stdout).toContain('leaving the previews under previews/ alone');
    expect(stdout).toMatch(/deleted 5 objects/);
    const after = await s3.state(bucket);
    expect(under(after, 'previews/')).toEqual(under(before, 'previews/'));
    expect(after['stale.txt']).toBeUndefined();
    expect(after.addresses).toBeUndefined();
  });

  it('--delete-previews-older-than deletes, wholly, only the previews last published before the limit', async () => {
    const bucket = await newBucket();
    await published(publishArgs(site1, bucket));
    await published(publishArgs(siteFor(1, 'pr-old'), bucket, '--preview', 'pr-old'));
    // s3rver keeps times to the second: the next publish must land in a later one.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await published(publishArgs(siteFor(2, 'pr-new'), bucket, '--preview', 'pr-new'));
    await s3.putText(bucket, 'previews/notes.txt', 'not a preview');
    await s3.putText(bucket, 'previews/Not_A_Preview/index.html', 'not a preview');
    const before = await s3.state(bucket);

    // Every object is seconds old: the command, on the real clock, finds nothing to delete.
    const fresh = await published(['--bucket', bucket, '--endpoint', s3.endpoint, '--delete-previews-older-than', '1']);
    expect(fresh).toContain('No preview is older than 1 day.');
    expect(await s3.state(bucket)).toEqual(before);

    const store = createS3Store({ bucket, endpoint: s3.endpoint, maxAttempts: 5 });
    try {
      const listed = await store.list('previews/pr-old/');
      const oldNewest = Math.max(...listed.map(({ lastModified }) => lastModified?.getTime() ?? 0));
      // Half a second past 30 days after pr-old's last object: pr-old is older than 30 days, pr-new is not.
      const now = new Date(oldNewest + 30 * 24 * 60 * 60 * 1000 + 500);
      const options = { previewsKeyPrefix: 'previews/', olderThanDays: 30, now };

      const dryRun = await deleteOldPreviews(store, { ...options, dryRun: true });
      expect(dryRun.map(({ name, ageDays, deleted }) => ({ name, ageDays, count: deleted.count }))).toEqual([
        { name: 'pr-old', ageDays: 30, count: listed.length },
      ]);
      expect(await s3.state(bucket)).toEqual(before);

      const deletions = await deleteOldPreviews(store, { ...options, dryRun: false });
      expect(deletions.map(({ name, failures }) => ({ name, failures }))).toEqual([{ name: 'pr-old', failures: [] }]);
      expect(await s3.state(bucket)).toEqual(outside(before, 'previews/pr-old/'));
    } finally {
      store.close();
    }
  });

  describe('refusals', () => {
    // One bucket with the site and a preview for every refusal: a refused run changes nothing.
    let bucket: string;
    let before: BucketState;
    beforeAll(async () => {
      bucket = await newBucket();
      await published(publishArgs(site1, bucket));
      await published(publishArgs(siteFor(1, 'pr-1'), bucket, '--preview', 'pr-1'));
      before = await s3.state(bucket);
    }, 60_000);

    it.each([
      [['--preview', 'PR-1'], /--preview "PR-1": a preview name is 1–63 lowercase letters, digits, dashes and dots/],
      [['--preview', 'pr-1', '--prefix', 'docs'], /--prefix cannot go with --preview: previews always live under/],
      [['--delete-preview=../index.html'], /--delete-preview "\.\.\/index\.html": a preview name is/],
      [
        ['--delete-preview', 'pr-1', '--previews-root', '/'],
        /previews need a folder of their own, not the bucket root/,
      ],
      [['--delete-previews-older-than', '0'], /--delete-previews-older-than "0": expected a whole number from 1 to/],
    ])('refuses %j with the reason, exit status 2, and the bucket untouched', async (args, reason) => {
      const run = await runPublish(publishArgs(site1, bucket, ...args));
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(reason);
      expect(run.stdout).toBe('');
      expect(await s3.state(bucket)).toEqual(before);
    });

    it('refuses to publish as a preview a build not made under its base, saying how to build it', async () => {
      // The site's build, made for the bucket's root: as a preview its pages would load nothing.
      const run = await runPublish(publishArgs(site1, bucket, '--preview', 'pr-9'));
      expect(run.status).not.toBe(0);
      expect(run.stderr).toMatch(
        /was not built to be served under \/previews\/pr-9\/: build it with VIHJE_BASE=\/previews\/pr-9\//,
      );
      expect(await s3.state(bucket)).toEqual(before);
    });
  });
});
