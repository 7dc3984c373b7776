import { z } from 'zod';
import { authors } from '../../shared/authors.ts';
import { tags } from '../../shared/tags.ts';

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A date not written `YYYY-MM-DD` (or not a string at all). */
const invalidDate = (input: unknown) => `invalid date ${JSON.stringify(input)} (expected YYYY-MM-DD)`;

/**
 * Why a date written `YYYY-MM-DD` names no day of the calendar (`2025-02-30`, `2025-13-01`), or undefined when it
 * names one.
 */
function notACalendarDate(value: string): string | undefined {
  const [, year, month, day] = (datePattern.exec(value) ?? []).map(Number);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  if (month < 1 || month > 12) return `invalid date "${value}": not a calendar date (there is no month ${month})`;
  const leapYear = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const daysInMonth = month === 2 ? (leapYear ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  if (day < 1 || day > daysInMonth) {
    return `invalid date "${value}": not a calendar date (${monthNames[month - 1]} ${year} has ${daysInMonth} days)`;
  }
  return undefined;
}

/** Keys of `registry` only; each unknown key is its own problem, naming the ones that exist. */
const keysOf = <K extends string>(registry: Record<K, unknown>, noun: string) =>
  z.array(z.string()).superRefine((keys, context) => {
    for (const key of keys) {
      if (!Object.hasOwn(registry, key)) {
        context.addIssue({
          code: 'custom',
          message: `unknown ${noun} "${key}" (known: ${Object.keys(registry).join(', ')})`,
        });
      }
    }
  }) as unknown as z.ZodType<K[], string[]>;

const missingTitle = 'missing title (front matter "title")';
const missingDescription = 'missing description (front matter "description", one sentence for lists and feeds)';
const missingAuthors = 'missing authors (front matter "authors: [key, …]")';

/**
 * A post's front matter. YAML is read with the 1.2 core schema, so dates arrive as strings. Each message is what an
 * author reads after the file's path.
 */
export const postFrontMatter = z.object({
  title: z.string({ error: missingTitle }).trim().min(1, { error: missingTitle }),
  description: z.string({ error: missingDescription }).trim().min(1, { error: missingDescription }),
  date: z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'missing date (front matter "date: YYYY-MM-DD")' : invalidDate(issue.input),
    })
    .superRefine((value, context) => {
      const problem = datePattern.test(value) ? notACalendarDate(value) : invalidDate(value);
      if (problem !== undefined) context.addIssue({ code: 'custom', message: problem });
    }),
  authors: z
    .array(z.string(), { error: missingAuthors })
    .min(1, { error: missingAuthors })
    .pipe(keysOf(authors, 'author')),
  tags: z.array(z.string(), { error: '"tags" must be a list of tag keys' }).pipe(keysOf(tags, 'tag')).default([]),
  draft: z.boolean({ error: '"draft" must be true or false' }).default(false),
});
