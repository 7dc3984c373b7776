/**
 * The command line of `npm run publish`: flags, each with an environment variable to fall back on (a flag wins), and
 * the help text that lists them all.
 */
import { parseArgs } from 'node:util';
import { keyPrefixFor } from './objects';

/** Everything a publish run needs to know. */
export interface CliOptions {
  bucket: string;
  /** The prefix as given (for messages); `keyPrefix` is what keys start with. */
  prefix: string;
  keyPrefix: string;
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

Options (each falls back on the environment variable in brackets; a flag wins):
  --bucket NAME        the bucket (PUBLISH_BUCKET); required
  --prefix PATH        publish under this key prefix, e.g. "docs" → docs/index.html (PUBLISH_PREFIX); default: none,
                       the bucket root. Only keys under it are ever written or deleted.
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
  6. with --prune, deletes the stale keys under the prefix.
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
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) return { kind: 'help' };
    if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}".`);

    const bucket = nonEmpty(values.bucket ?? env.PUBLISH_BUCKET);
    if (bucket === undefined) throw new UsageError('--bucket is required (or set PUBLISH_BUCKET).');
    const prefix = values.prefix ?? env.PUBLISH_PREFIX ?? '';
    const endpoint = nonEmpty(
      values.endpoint ?? env.PUBLISH_ENDPOINT ?? env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL,
    );
    let keyPrefix: string;
    try {
      keyPrefix = keyPrefixFor(prefix);
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    return {
      kind: 'run',
      options: {
        bucket,
        prefix,
        keyPrefix,
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
