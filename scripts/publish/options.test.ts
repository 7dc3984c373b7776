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
      bucket: 'docs-site',
      prefix: '',
      keyPrefix: '',
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
      ]),
    ).toEqual({
      bucket: 'b',
      prefix: '/docs/',
      keyPrefix: 'docs/',
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
    };
    expect(run([], env)).toMatchObject({
      bucket: 'env-bucket',
      keyPrefix: 'env/prefix/',
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
