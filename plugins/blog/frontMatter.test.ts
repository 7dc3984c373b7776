import { describe, expect, it } from 'vitest';
import { postFrontMatter } from './frontMatter';

const valid = {
  title: 'A post',
  description: 'One sentence.',
  date: '2025-08-20',
  authors: ['vihje-team'],
  tags: ['api'],
};

/** The messages for a front matter with `date` replaced. */
function dateProblems(date: unknown): string[] {
  const result = postFrontMatter.safeParse({ ...valid, date });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('postFrontMatter date', () => {
  it.each(['2025-08-20', '2024-02-29', '2000-02-29', '2025-12-31', '2025-04-30'])('accepts %s', (date) => {
    expect(dateProblems(date)).toEqual([]);
  });

  it.each([
    ['2025-02-30', 'invalid date "2025-02-30": not a calendar date (February 2025 has 28 days)'],
    ['2025-02-29', 'invalid date "2025-02-29": not a calendar date (February 2025 has 28 days)'],
    ['1900-02-29', 'invalid date "1900-02-29": not a calendar date (February 1900 has 28 days)'],
    ['2025-04-31', 'invalid date "2025-04-31": not a calendar date (April 2025 has 30 days)'],
    ['2025-01-00', 'invalid date "2025-01-00": not a calendar date (January 2025 has 31 days)'],
    ['2025-13-01', 'invalid date "2025-13-01": not a calendar date (there is no month 13)'],
    ['2025-00-10', 'invalid date "2025-00-10": not a calendar date (there is no month 0)'],
  ])('says %s, written YYYY-MM-DD, is not a calendar date', (date, message) => {
    expect(dateProblems(date)).toEqual([message]);
  });

  it.each([
    ['yesterday', 'invalid date "yesterday" (expected YYYY-MM-DD)'],
    ['2025-8-20', 'invalid date "2025-8-20" (expected YYYY-MM-DD)'],
    ['20.08.2025', 'invalid date "20.08.2025" (expected YYYY-MM-DD)'],
    ['2025-08-20T10:00:00Z', 'invalid date "2025-08-20T10:00:00Z" (expected YYYY-MM-DD)'],
    [20250820, 'invalid date 20250820 (expected YYYY-MM-DD)'],
  ])('names the expected form for %j', (date, message) => {
    expect(dateProblems(date)).toEqual([message]);
  });

  it('reports a missing date as missing', () => {
    expect(dateProblems(undefined)).toEqual(['missing date (front matter "date: YYYY-MM-DD")']);
  });
});
