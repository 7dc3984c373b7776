/**
 * One publish: read the build, list the bucket, plan, then upload phase by phase and prune last. A phase starts only
 * when every upload of the phases before it succeeded, and nothing is deleted unless every upload did, so no page this
 * publish puts up ever references an object that is not there yet.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { baseVariable, builtUnderBase } from '../../plugins/basePath.ts';
import { testBuildMarker } from '../../plugins/testHooks.ts';
import { md5Hex, readLocalFiles } from './localFiles.ts';
import { type DesiredObject, desiredObjects, type Phase, phases } from './objects.ts';
import { type Plan, type PlannedUpload, planPublish } from './plan.ts';
import { runPool } from './pool.ts';
import type { Progress } from './progress.ts';
import { describeError, planTallies, type Tally } from './report.ts';
import type { ObjectStore } from './store.ts';

export interface PublishOptions {
  /** The build directory, e.g. `doc_build`. */
  dir: string;
  /** From `keyPrefixFor`: `''` or `path/`. */
  keyPrefix: string;
  /**
   * A prefix inside `keyPrefix` that is not the site's: the previews root when production is published at a prefix
   * that holds it. Nothing under it is pruned, and a build with a file there is refused.
   */
  reservedPrefix?: string | undefined;
  /**
   * The path the build is served under, its base: `/` for the site, `/previews/pr-42/` for a preview on the same
   * host. Old URLs redirect under it; a build made for another base is refused.
   */
  sitePath?: string;
  dryRun: boolean;
  prune: boolean;
  force: boolean;
  concurrency: number;
}

/** A key that could not be written or deleted after all retries. */
export interface PublishFailure {
  key: string;
  action: 'upload' | 'delete';
  message: string;
}

export type Step = Phase | 'prune';

export interface PublishResult {
  plan: Plan;
  warnings: string[];
  /** What was done; on a dry run, what would be done. */
  uploaded: Tally;
  skipped: Tally;
  deleted: Tally;
  failures: PublishFailure[];
  /** Steps left out because an earlier one had failures. */
  notRun: Step[];
}

async function upload(store: ObjectStore, object: PlannedUpload): Promise<void> {
  const { key, md5, contentType, cacheControl, redirectTo } = object;
  if (redirectTo !== undefined) {
    await store.put({ key, body: new Uint8Array(), md5, contentType, cacheControl, redirectTo });
    return;
  }
  const body = await readFile(object.file.absolutePath);
  // The plan compared this MD5 with the bucket: bytes that changed since would make the skip decisions wrong.
  if (md5Hex(body) !== md5) throw new Error(`${object.file.path} changed on disk during the publish`);
  await store.put({ key, body, md5, contentType, cacheControl });
}

/**
 * The objects outside `reservedPrefix`. An old URL's redirect there is left out with a warning (the page keeps its
 * clean URL); a file or page there is refused, since a preview could overwrite it and preview clean-up would delete it.
 */
function outsideReservedPrefix(reservedPrefix: string, objects: DesiredObject[], warnings: string[]): DesiredObject[] {
  const inside = objects.filter(({ key }) => key.startsWith(reservedPrefix));
  const files = inside.filter(({ redirectTo }) => redirectTo === undefined).map(({ file }) => file.path);
  if (files.length > 0) {
    throw new Error(
      `the build has ${files.length} file${files.length === 1 ? '' : 's'} under the previews root ${reservedPrefix} ` +
        `(${files.slice(0, 3).join(', ')}${files.length > 3 ? ', …' : ''}): move the previews with --previews-root.`,
    );
  }
  for (const { key, redirectTo } of inside) {
    warnings.push(`redirect ${key} → ${redirectTo} left out: the key is under the previews root ${reservedPrefix}`);
  }
  return objects.filter(({ key }) => !key.startsWith(reservedPrefix));
}

/** Plans and (unless `dryRun`) carries out a publish of `options.dir` to `store`. */
export async function publish(options: PublishOptions, store: ObjectStore, progress: Progress): Promise<PublishResult> {
  const files = existsSync(options.dir) ? await readLocalFiles(options.dir) : [];
  // Publishing (and worse, pruning) an empty or wrong directory would take the site down.
  if (!files.some((file) => file.path === 'index.html')) {
    throw new Error(`${options.dir} has no index.html: run \`npm run build\` first.`);
  }
  if (files.some((file) => file.path === testBuildMarker)) {
    throw new Error(
      `${options.dir} is a test build (\`npm test\`, with test-only hooks): run \`npm run build\` first.`,
    );
  }
  const { keyPrefix, reservedPrefix, prune, force, sitePath = '/' } = options;
  if (sitePath !== '/' && !builtUnderBase(readFileSync(path.join(options.dir, 'index.html')), sitePath)) {
    throw new Error(
      `${options.dir} was not built to be served under ${sitePath}: build it with ${baseVariable}=${sitePath} npm run build.`,
    );
  }
  const { objects, warnings } = desiredObjects(files, keyPrefix, sitePath);
  const desired = reservedPrefix === undefined ? objects : outsideReservedPrefix(reservedPrefix, objects, warnings);
  const remote = await store.list(keyPrefix);
  const plan = planPublish({ desired, remote, keyPrefix, reservedPrefix, prune, force });
  const planned = planTallies(plan);
  const result: PublishResult = {
    plan,
    warnings,
    uploaded: options.dryRun ? planned.upload : { count: 0, bytes: 0 },
    skipped: planned.skip,
    deleted: options.dryRun ? planned.delete : { count: 0, bytes: 0 },
    failures: [],
    notRun: [],
  };
  if (options.dryRun) return result;

  const steps: Step[] = [...phases, ...(options.prune ? (['prune'] as const) : [])];
  for (const [index, step] of steps.entries()) {
    if (result.failures.length > 0) {
      result.notRun = steps.slice(index);
      break;
    }
    const work: Work[] =
      step === 'prune'
        ? plan.deletions.map(({ key, size }) => ({ key, bytes: size ?? 0, run: () => store.delete(key) }))
        : plan.uploads
            .filter((object) => object.phase === step)
            .map((object) => ({ key: object.key, bytes: object.size, run: () => upload(store, object) }));
    const tally = step === 'prune' ? result.deleted : result.uploaded;
    result.failures.push(...(await runStep(step, work, tally, options.concurrency, progress)));
  }
  return result;
}

/** One object's share of a step. */
interface Work {
  key: string;
  bytes: number;
  run(): Promise<void>;
}

async function runStep(
  step: Step,
  work: readonly Work[],
  tally: Tally,
  concurrency: number,
  progress: Progress,
): Promise<PublishFailure[]> {
  if (work.length === 0) return [];
  const verb = step === 'prune' ? 'deleted' : 'uploaded';
  const bytes = work.reduce((sum, item) => sum + item.bytes, 0);
  progress.step(step === 'prune' ? 'Pruning stale keys' : `Uploading ${step}`, verb, work.length, bytes);
  const failures = await runPool(work, concurrency, async (item) => {
    try {
      await item.run();
    } catch (error) {
      progress.failed(item.key, describeError(error));
      throw error;
    }
    tally.count++;
    tally.bytes += item.bytes;
    progress.done(item.key, item.bytes);
  });
  progress.endStep();
  return failures.map(({ item, error }) => ({
    key: item.key,
    action: step === 'prune' ? 'delete' : 'upload',
    message: describeError(error),
  }));
}
