import { describe, expect, it } from 'vitest';
import type { PublishResult } from './publish';
import { describeError, formatBytes, formatTally } from './report';
import { formatSummary } from './summary';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1000, '1.0 kB'],
    [12_345, '12.3 kB'],
    [4_100_000, '4.1 MB'],
    [2_000_000_000, '2.0 GB'],
  ])('shows %d as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('describeError', () => {
  it('names the S3 error, the HTTP status and the attempts', () => {
    const error = Object.assign(new Error('We encountered an internal error.'), {
      name: 'InternalError',
      $metadata: { httpStatusCode: 500, attempts: 5 },
    });
    expect(describeError(error)).toBe('InternalError: We encountered an internal error. (HTTP 500, 5 attempts)');
  });

  it('keeps a plain error to its message', () => {
    expect(describeError(new Error('disk gone'))).toBe('disk gone');
    expect(describeError('odd')).toBe('odd');
  });
});

describe('formatSummary', () => {
  const result = (more: Partial<PublishResult>): PublishResult => ({
    plan: { uploads: [], unchanged: [], deletions: [] },
    warnings: [],
    uploaded: { count: 3, bytes: 3400 },
    skipped: { count: 1, bytes: 10 },
    deleted: { count: 0, bytes: 0 },
    failures: [],
    notRun: [],
    ...more,
  });

  it('counts uploaded, skipped and deleted objects with their bytes', () => {
    expect(formatSummary(result({}), false)).toEqual([
      'Uploaded 3 objects (3.4 kB), skipped 1 object (10 B) unchanged, deleted 0 objects (0 B).',
    ]);
    expect(formatSummary(result({}), true)[0]).toMatch(/^Dry run: would upload 3 objects .* Nothing was changed\.$/);
  });

  it('lists every failing key and the steps left out', () => {
    const lines = formatSummary(
      result({
        failures: [{ key: 'static/a.1234abcd.js', action: 'upload', message: 'SlowDown (HTTP 503, 5 attempts)' }],
        notRun: ['files', 'pages'],
      }),
      false,
    );
    expect(lines.slice(1)).toEqual([
      'Failed: 1 key',
      '  upload static/a.1234abcd.js: SlowDown (HTTP 503, 5 attempts)',
      'Not run, because of the failures above: files, pages. Run the publish again.',
    ]);
  });

  it('says 1 object, not 1 objects', () => {
    expect(formatTally({ count: 1, bytes: 1 })).toBe('1 object (1 B)');
  });
});
