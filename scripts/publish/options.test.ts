import { describe, expect, it } from 'vitest';
import { type CliOptions, helpText, parseCommand } from './options';

const run = (argv: string[], env: NodeJS.ProcessEnv = {}): CliOptions => {
  const command = parseCommand(argv, env);
  if (command.kind !== 'run') throw new Error(`expected options, got ${JSON.stringify(command)}`);
  return command.options;
};
const usageError = (argv: string[], env: NodeJS.ProcessEnv = {}): string => {
  const command = parseCommand(argv, env);
  if (command.kind !== 'error') throw new Error(`expected a usage error, got ${JSON.stringify(command)}`);
  return command.message;
};

describe('parseCommand', () => {
  it('has defaults for everything but the bucket', () => {
    expect(run(['--bucket', 'docs-site'])).toEqual({
      mode: { kind: 'publish' },
      bucket: 'docs-site',
      prefix: '',
      keyPrefix: '',
      previewsKeyPrefix: 'previews/',
      reservedPrefix: 'previews/',
      sitePath: '/',
      endpoint: undefined,
      region: undefined,
      dir: 'doc_build',
      dryRun: false,
      prune: false,
      force: false,
      concurrency: 8,
      maxAttempts: 5,
    });
  });

  it('reads every flag', () => {
    expect(
      run([
        '--bucket=b',
        '--prefix',
        '/docs/',
        '--endpoint',
        'http://127.0.0.1:9000',
        '--region',
        'auto',
        '--dir',
        'out',
        '--dry-run',
        '--prune',
        '--force',
        '--concurrency',
        '2',
        '--max-attempts',
        '3',
        '--previews-root',
        'pr',
      ]),
    ).toEqual({
      mode: { kind: 'publish' },
      bucket: 'b',
      prefix: '/docs/',
      keyPrefix: 'docs/',
      previewsKeyPrefix: 'pr/',
      reservedPrefix: undefined,
      sitePath: '/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      dir: 'out',
      dryRun: true,
      prune: true,
      force: true,
      concurrency: 2,
      maxAttempts: 3,
    });
  });

  it('falls back on environment variables, and a flag wins over its variable', () => {
    const env = {
      PUBLISH_BUCKET: 'env-bucket',
      PUBLISH_PREFIX: 'env/prefix',
      PUBLISH_ENDPOINT: 'https://acct.r2.cloudflarestorage.com',
      AWS_REGION: 'eu-north-1',
      PUBLISH_DIR: 'site',
      PUBLISH_DRY_RUN: 'true',
      PUBLISH_PRUNE: '1',
      PUBLISH_FORCE: 'no',
      PUBLISH_CONCURRENCY: '4',
      PUBLISH_MAX_ATTEMPTS: '7',
      PUBLISH_PREVIEWS_ROOT: 'env/previews',
    };
    expect(run([], env)).toMatchObject({
      bucket: 'env-bucket',
      keyPrefix: 'env/prefix/',
      previewsKeyPrefix: 'env/previews/',
      endpoint: 'https://acct.r2.cloudflarestorage.com',
      region: 'eu-north-1',
      dir: 'site',
      dryRun: true,
      prune: true,
      force: false,
      concurrency: 4,
      maxAttempts: 7,
    });
    expect(run(['--bucket', 'flag-bucket', '--region', 'us-east-2', '--concurrency', '1'], env)).toMatchObject({
      bucket: 'flag-bucket',
      region: 'us-east-2',
      concurrency: 1,
    });
  });

  it('takes the SDK endpoint variables and AWS_DEFAULT_REGION when the publish ones are unset', () => {
    expect(run(['--bucket', 'b'], { AWS_ENDPOINT_URL: 'http://a:1', AWS_DEFAULT_REGION: 'eu-west-1' })).toMatchObject({
      endpoint: 'http://a:1',
      region: 'eu-west-1',
    });
    expect(
      run(['--bucket', 'b'], { AWS_ENDPOINT_URL: 'http://a:1', AWS_ENDPOINT_URL_S3: 'http://s3:2' }).endpoint,
    ).toBe('http://s3:2');
  });

  it('answers --help and -h with the help text', () => {
    expect(parseCommand(['--help'], {})).toEqual({ kind: 'help' });
    expect(parseCommand(['-h', '--bucket', 'b'], {})).toEqual({ kind: 'help' });
  });

  it('explains every usage error', () => {
    expect(usageError([])).toMatch(/--bucket is required/);
    expect(usageError(['--bucket', 'b', '--nope'])).toMatch(/nope/);
    expect(usageError(['--bucket', 'b', 'extra'])).toMatch(/unexpected argument "extra"/);
    expect(usageError(['--bucket', 'b', '--concurrency', '0'])).toMatch(/from 1 to 64/);
    expect(usageError(['--bucket', 'b', '--max-attempts', '2.5'])).toMatch(/from 1 to 20/);
    expect(usageError(['--bucket', 'b', '--endpoint', 'minio:9000'])).toMatch(/http:\/\/ or https:\/\//);
    expect(usageError(['--bucket', 'b', '--prefix', '../up'])).toMatch(/not allowed/);
    expect(usageError(['--bucket', 'b'], { PUBLISH_PRUNE: 'maybe' })).toMatch(/PUBLISH_PRUNE="maybe"/);
  });
});

describe('parseCommand with previews', () => {
  it('publishes a preview under the previews root, with the site flags', () => {
    expect(run(['--bucket', 'b', '--preview', 'pr-42', '--prune', '--dir', 'out'])).toMatchObject({
      mode: { kind: 'publish-preview', name: 'pr-42' },
      keyPrefix: 'previews/pr-42/',
      previewsKeyPrefix: 'previews/',
      reservedPrefix: undefined,
      sitePath: '/previews/pr-42/',
      prune: true,
      dir: 'out',
    });
    expect(run(['--bucket', 'b', '--preview', 'feature.x-1', '--previews-root', '/site/previews/'])).toMatchObject({
      keyPrefix: 'site/previews/feature.x-1/',
      previewsKeyPrefix: 'site/previews/',
    });
    expect(run(['--bucket', 'b', '--preview', 'pr-1'], { PUBLISH_PREVIEWS_ROOT: 'pr' }).keyPrefix).toBe('pr/pr-1/');
  });

  it('reads the two deletions, each limited to the previews root', () => {
    expect(run(['--bucket', 'b', '--delete-preview', 'pr-42', '--dry-run'])).toMatchObject({
      mode: { kind: 'delete-preview', name: 'pr-42' },
      keyPrefix: 'previews/pr-42/',
      reservedPrefix: undefined,
      dryRun: true,
    });
    expect(run(['--bucket', 'b', '--delete-previews-older-than', '30'])).toMatchObject({
      mode: { kind: 'delete-old-previews', olderThanDays: 30 },
      keyPrefix: 'previews/',
      reservedPrefix: undefined,
    });
  });

  it('leaves the previews root alone when the site is published at a prefix that holds it', () => {
    expect(run(['--bucket', 'b']).reservedPrefix).toBe('previews/');
    expect(run(['--bucket', 'b', '--prefix', 'site', '--previews-root', 'site/previews']).reservedPrefix).toBe(
      'site/previews/',
    );
    expect(run(['--bucket', 'b', '--prefix', 'docs']).reservedPrefix).toBeUndefined();
  });

  it('takes an empty PUBLISH_PREVIEWS_ROOT as unset, the way CI passes a variable that is not defined', () => {
    expect(run(['--bucket', 'b'], { PUBLISH_PREVIEWS_ROOT: '' }).previewsKeyPrefix).toBe('previews/');
  });

  it.each(['', 'PR-42', 'pr_42', 'pr/42', '../prod', 'a..b', '-pr', 'pr-', '.', 'x'.repeat(64)])(
    'refuses the preview name %j and says what a name may be',
    (name) => {
      for (const flag of ['--preview', '--delete-preview']) {
        expect(usageError(['--bucket', 'b', `${flag}=${name}`])).toMatch(
          /a preview name is 1–63 lowercase letters, digits, dashes and dots/,
        );
      }
    },
  );

  it('accepts names of 1 and 63 characters', () => {
    expect(run(['--bucket', 'b', '--preview', '7']).keyPrefix).toBe('previews/7/');
    expect(run(['--bucket', 'b', '--preview', 'a'.repeat(63)]).keyPrefix).toBe(`previews/${'a'.repeat(63)}/`);
  });

  it('refuses --prefix (or PUBLISH_PREFIX) beside a preview mode, and says why', () => {
    expect(usageError(['--bucket', 'b', '--preview', 'pr-1', '--prefix', 'docs'])).toMatch(
      /--prefix cannot go with --preview: previews always live under the previews root/,
    );
    expect(usageError(['--bucket', 'b', '--delete-preview', 'pr-1', '--prefix', ''])).toMatch(
      /--prefix cannot go with --delete-preview/,
    );
    expect(usageError(['--bucket', 'b', '--delete-previews-older-than', '3'], { PUBLISH_PREFIX: 'docs' })).toMatch(
      /PUBLISH_PREFIX="docs" cannot go with --delete-previews-older-than/,
    );
    expect(run(['--bucket', 'b', '--preview', 'pr-1'], { PUBLISH_PREFIX: '' }).keyPrefix).toBe('previews/pr-1/');
  });

  it('refuses a previews root at the bucket root, and a site inside the previews root', () => {
    for (const root of ['', '/', '//']) {
      expect(usageError(['--bucket', 'b', '--previews-root', root])).toMatch(/not the bucket root/);
    }
    expect(usageError(['--bucket', 'b'], { PUBLISH_PREVIEWS_ROOT: '/' })).toMatch(/not the bucket root/);
    expect(usageError(['--bucket', 'b', '--previews-root', 'a/../b'])).toMatch(/--previews-root .*not allowed/);
    expect(usageError(['--bucket', 'b', '--prefix', 'previews/site'])).toMatch(/inside the previews root previews\//);
    expect(usageError(['--bucket', 'b', '--prefix', 'previews'])).toMatch(/inside the previews root/);
  });

  it('refuses two preview modes at once, and an age that is not a positive whole number of days', () => {
    expect(usageError(['--bucket', 'b', '--preview', 'a', '--delete-preview', 'a'])).toMatch(
      /--preview and --delete-preview: one run does one of them/,
    );
    for (const days of ['0', '-1', '1.5', 'week', '']) {
      expect(usageError(['--bucket', 'b', `--delete-previews-older-than=${days}`])).toMatch(/from 1 to 3650/);
    }
  });
});

describe('helpText', () => {
  it.each([
    '--bucket',
    '--prefix',
    '--endpoint',
    '--region',
    '--dir',
    '--dry-run',
    '--prune',
    '--force',
    '--concurrency',
    '--max-attempts',
    '--preview NAME',
    '--delete-preview NAME',
    '--delete-previews-older-than DAYS',
    '--previews-root',
    'PUBLISH_PREVIEWS_ROOT',
    'leaves previews/… alone, also with --prune',
    'PUBLISH_BUCKET',
    'PUBLISH_PREFIX',
    'PUBLISH_ENDPOINT',
    'PUBLISH_DIR',
    'PUBLISH_DRY_RUN',
    'PUBLISH_PRUNE',
    'PUBLISH_FORCE',
    'PUBLISH_CONCURRENCY',
    'PUBLISH_MAX_ATTEMPTS',
    'AWS_REGION',
    'AWS_ACCESS_KEY_ID',
    'AWS_SECRET_ACCESS_KEY',
    '404.html',
  ])('mentions %s', (word) => {
    expect(helpText).toContain(word);
  });
});
