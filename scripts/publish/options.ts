/**
 * The command line of `npm run publish`: flags, each with an environment variable to fall back on (a flag wins), and
 * the help text that lists them all.
 */
import { parseArgs } from 'node:util';
import { keyPrefixFor } from './objects.ts';
import {
  defaultPreviewsRoot,
  isPreviewName,
  previewKeyPrefix,
  previewNameRule,
  previewsInside,
  previewsKeyPrefixFor,
} from './previews.ts';

/** What a run does: publish the site, publish one preview, delete one preview, or delete the old previews. */
export type Mode =
  | { kind: 'publish' }
  | { kind: 'publish-preview'; name: string }
  | { kind: 'delete-preview'; name: string }
  | { kind: 'delete-old-previews'; olderThanDays: number };

/** Everything a publish run needs to know. */
export interface CliOptions {
  mode: Mode;
  bucket: string;
  /** The prefix as given (for messages). */
  prefix: string;
  /** What every key the run writes or deletes starts with: the site's prefix, a preview's, or the previews root. */
  keyPrefix: string;
  /** The previews root as a key prefix (`previews/`); never the bucket root. */
  previewsKeyPrefix: string;
  /** Publishing the site: the previews root when it lies under `keyPrefix`, which the publish leaves alone. */
  reservedPrefix: string | undefined;
  /** The path the build is served under: `/`, or a preview's `/previews/pr-42/` (its build's base). */
  sitePath: string;
  endpoint: string | undefined;
  region: string | undefined;
  dir: string;
  dryRun: boolean;
  prune: boolean;
  force: boolean;
  concurrency: number;
  maxAttempts: number;
}

export type ParsedCommand =
  | { kind: 'help' }
  | { kind: 'run'; options: CliOptions }
  | { kind: 'error'; message: string };

export const helpText = `Publish the built site (doc_build/) to an S3-compatible bucket.

Usage: npm run publish -- --bucket NAME [options]
       npm run publish -- --bucket NAME --preview NAME [options]
       npm run publish -- --bucket NAME --delete-preview NAME [--dry-run]
       npm run publish -- --bucket NAME --delete-previews-older-than DAYS [--dry-run]

Options (each falls back on the environment variable in brackets; a flag wins):
  --bucket NAME        the bucket (PUBLISH_BUCKET); required
  --prefix PATH        publish under this key prefix, e.g. "docs" → docs/index.html (PUBLISH_PREFIX); default: none,
                       the bucket root. Only keys under it are ever written or deleted, and never keys under the
                       previews root: a publish at the bucket root leaves previews/… alone, also with --prune.
  --endpoint URL       an S3-compatible endpoint: R2, MinIO, … (PUBLISH_ENDPOINT, then AWS_ENDPOINT_URL_S3,
                       AWS_ENDPOINT_URL); default: AWS S3. With an endpoint, buckets are addressed by path.
  --region R           the bucket's region (AWS_REGION, then AWS_DEFAULT_REGION); default: the AWS profile's region,
                       or us-east-1 with --endpoint (Cloudflare R2 wants "auto").
  --dir PATH           the build to publish (PUBLISH_DIR); default: doc_build
  --dry-run            list the plan (every upload and deletion, with its headers) and change nothing
                       (PUBLISH_DRY_RUN=1)
  --prune              after the new pages are up, delete keys under the prefix that the build no longer has
                       (PUBLISH_PRUNE=1)
  --force              upload every file even when the bucket already has its bytes, to rewrite content types or
                       cache headers after their rules changed (PUBLISH_FORCE=1)
  --concurrency N      uploads in flight at once, 1–64 (PUBLISH_CONCURRENCY); default: 8
  --max-attempts N     tries per request, 1–20: throttling, 5xx and network errors are retried with exponential
                       backoff (PUBLISH_MAX_ATTEMPTS); default: 5
  -h, --help           show this help

Pull-request previews (one of these three a run; none goes with --prefix):
  --preview NAME       publish the build as the preview NAME under PREVIEWS_ROOT/NAME/ (e.g. pr-42 →
                       previews/pr-42/), with the same headers, clean URLs, incremental upload and --prune as the site;
                       --prune deletes only that preview's stale keys. NAME: 1–63 lowercase letters, digits, dashes
                       and dots, starting and ending with a letter or digit, without "..".
  --delete-preview NAME
                       delete every key under PREVIEWS_ROOT/NAME/ and nothing else, and print how many; with --dry-run,
                       list them and change nothing
  --delete-previews-older-than DAYS
                       delete, wholly, each preview under PREVIEWS_ROOT/ whose newest object is more than DAYS days old
                       (1–3650), printing each with its age; with --dry-run, list them and change nothing
  --previews-root PATH where previews live (PUBLISH_PREVIEWS_ROOT, empty counts as unset); default: ${defaultPreviewsRoot}.
                       Never the bucket root, and no site --prefix inside it. No preview run writes or deletes a key
                       outside it; the deletions check every key listed before deleting any.

Credentials: the AWS SDK's default chain: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN), or
AWS_PROFILE and ~/.aws, or web identity (AWS_ROLE_ARN + AWS_WEB_IDENTITY_TOKEN_FILE, e.g. GitHub OIDC), or a
container or instance role.

What a publish does, in order:
  1. lists the bucket under the prefix and compares MD5s (ETags): unchanged files are skipped;
  2. uploads content-hashed assets (static/**/name.<hash>.ext) with
     Cache-Control: public, max-age=31536000, immutable;
  3. uploads the other files (feeds, sitemap, OpenAPI, images, …) with
     Cache-Control: public, max-age=0, must-revalidate;
  4. uploads the pages, each x.html and dir/index.html under its clean URL's key ("x", "dir"), so that /x answers
     on a bucket website whose index document is index.html and error document 404.html; revalidating
     Cache-Control as in 3;
  5. writes the old URLs' keys ("x.html", "x/index.html", "dir/index.html") as empty objects with a website
     redirect location ("/x"), which the bucket website answers with a 301, as "npm run preview" does;
  6. with --prune, deletes the stale keys under the prefix, except those under the previews root.
A step starts only when the one before it had no failures. Every file gets a Content-Type (HTML, CSS, JS with
charset=utf-8; RSS and Atom feeds; JSON; YAML; XML; Markdown; fonts; images).

On a terminal the progress is one line redrawn in place; elsewhere (CI, pipes) one line per object.
Exit status: 0 when every upload and deletion succeeded, 1 when any failed (the failing keys are listed; run again,
the publish picks up where it stopped), 2 for a usage error.`;

const booleanWords: Readonly<Record<string, boolean>> = {
  '1': true,
  true: true,
  yes: true,
  '0': false,
  false: false,
  no: false,
  '': false,
};

class UsageError extends Error {}

function envBoolean(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name];
  if (raw === undefined) return false;
  const value = booleanWords[raw.trim().toLowerCase()];
  if (value === undefined) throw new UsageError(`${name}="${raw}": use 1 or 0 (true/false, yes/no).`);
  return value;
}

function integerIn(raw: string, what: string, min: number, max: number): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < min || value > max) {
    throw new UsageError(`${what} "${raw}": expected a whole number from ${min} to ${max}.`);
  }
  return value;
}

function endpointUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--endpoint "${raw}": not a URL (expected e.g. https://ACCOUNT.r2.cloudflarestorage.com).`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`--endpoint "${raw}": expected an http:// or https:// URL.`);
  }
  return raw;
}

const nonEmpty = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

/** Runs `parse`, turning what it throws into a usage error. */
function asUsageError<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** The flag that chose each preview mode, for messages. */
const modeFlags = {
  'publish-preview': 'preview',
  'delete-preview': 'delete-preview',
  'delete-old-previews': 'delete-previews-older-than',
} as const;

function previewName(raw: string, flag: string): string {
  if (!isPreviewName(raw)) throw new UsageError(`--${flag} "${raw}": a preview name is ${previewNameRule}.`);
  return raw;
}

/** The mode the preview flags choose; at most one of them may be given. */
function modeOf(values: {
  preview?: string | undefined;
  'delete-preview'?: string | undefined;
  'delete-previews-older-than'?: string | undefined;
}): Mode {
  const given = Object.values(modeFlags).filter((flag) => values[flag] !== undefined);
  if (given.length > 1) {
    throw new UsageError(
      `${given.map((flag) => `--${flag}`).join(' and ')}: one run does one of them; run each alone.`,
    );
  }
  if (values.preview !== undefined) return { kind: 'publish-preview', name: previewName(values.preview, 'preview') };
  if (values['delete-preview'] !== undefined) {
    return { kind: 'delete-preview', name: previewName(values['delete-preview'], 'delete-preview') };
  }
  const days = values['delete-previews-older-than'];
  if (days !== undefined) {
    return { kind: 'delete-old-previews', olderThanDays: integerIn(days, '--delete-previews-older-than', 1, 3650) };
  }
  return { kind: 'publish' };
}

/** Parses the arguments after `npm run publish --`, falling back on `env`; a usage error is returned, not thrown. */
export function parseCommand(argv: readonly string[], env: NodeJS.ProcessEnv): ParsedCommand {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: true,
      options: {
        bucket: { type: 'string' },
        prefix: { type: 'string' },
        endpoint: { type: 'string' },
        region: { type: 'string' },
        dir: { type: 'string' },
        'dry-run': { type: 'boolean' },
        prune: { type: 'boolean' },
        force: { type: 'boolean' },
        concurrency: { type: 'string' },
        'max-attempts': { type: 'string' },
        preview: { type: 'string' },
        'delete-preview': { type: 'string' },
        'delete-previews-older-than': { type: 'string' },
        'previews-root': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) return { kind: 'help' };
    if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}".`);

    const bucket = nonEmpty(values.bucket ?? env.PUBLISH_BUCKET);
    if (bucket === undefined) throw new UsageError('--bucket is required (or set PUBLISH_BUCKET).');
    const mode = modeOf(values);
    const prefix = values.prefix ?? env.PUBLISH_PREFIX ?? '';
    if (mode.kind !== 'publish' && (values.prefix !== undefined || prefix.trim() !== '')) {
      const given = values.prefix !== undefined ? '--prefix' : `PUBLISH_PREFIX="${prefix}"`;
      throw new UsageError(
        `${given} cannot go with --${modeFlags[mode.kind]}: previews always live under the previews root, ` +
          'and --prefix places only the site. To move the previews, use --previews-root.',
      );
    }
    const previewsKeyPrefix = asUsageError(() =>
      previewsKeyPrefixFor(values['previews-root'] ?? nonEmpty(env.PUBLISH_PREVIEWS_ROOT) ?? defaultPreviewsRoot),
    );
    const siteKeyPrefix = asUsageError(() => keyPrefixFor(prefix));
    if (mode.kind === 'publish' && siteKeyPrefix.startsWith(previewsKeyPrefix)) {
      throw new UsageError(
        `--prefix "${prefix}" is inside the previews root ${previewsKeyPrefix}, where preview clean-up would delete ` +
          'the site: publish the site elsewhere, or move the previews with --previews-root.',
      );
    }
    const keyPrefix =
      mode.kind === 'publish'
        ? siteKeyPrefix
        : mode.kind === 'delete-old-previews'
          ? previewsKeyPrefix
          : previewKeyPrefix(previewsKeyPrefix, mode.name);
    const endpoint = nonEmpty(
      values.endpoint ?? env.PUBLISH_ENDPOINT ?? env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL,
    );
    return {
      kind: 'run',
      options: {
        mode,
        bucket,
        prefix,
        keyPrefix,
        previewsKeyPrefix,
        reservedPrefix: mode.kind === 'publish' ? previewsInside(keyPrefix, previewsKeyPrefix) : undefined,
        // A preview is served beside the site on its host, under its key prefix, and built with that base.
        sitePath: mode.kind === 'publish-preview' ? `/${keyPrefix}` : '/',
        endpoint: endpoint === undefined ? undefined : endpointUrl(endpoint),
        region: nonEmpty(values.region ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION),
        dir: nonEmpty(values.dir ?? env.PUBLISH_DIR) ?? 'doc_build',
        dryRun: values['dry-run'] ?? envBoolean(env, 'PUBLISH_DRY_RUN'),
        prune: values.prune ?? envBoolean(env, 'PUBLISH_PRUNE'),
        force: values.force ?? envBoolean(env, 'PUBLISH_FORCE'),
        concurrency: integerIn(values.concurrency ?? env.PUBLISH_CONCURRENCY ?? '8', '--concurrency', 1, 64),
        maxAttempts: integerIn(values['max-attempts'] ?? env.PUBLISH_MAX_ATTEMPTS ?? '5', '--max-attempts', 1, 20),
      },
    };
  } catch (error) {
    if (error instanceof UsageError) return { kind: 'error', message: error.message };
    // parseArgs throws TypeErrors with a code for unknown or malformed options.
    if (error instanceof TypeError && 'code' in error) return { kind: 'error', message: error.message };
    throw error;
  }
}
