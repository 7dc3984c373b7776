import { z } from 'zod';
import { authors } from '../../shared/authors';
import { tags } from '../../shared/tags';

/** `YYYY-MM-DD` naming a real calendar day (`2025-02-30` is not one). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const invalidDate = (input: unknown) => `invalid date ${JSON.stringify(input)} (expected YYYY-MM-DD)`;

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
    .refine(isCalendarDate, { error: (issue) => invalidDate(issue.input) }),
  authors: z
    .array(z.string(), { error: missingAuthors })
    .min(1, { error: missingAuthors })
    .pipe(keysOf(authors, 'author')),
  tags: z.array(z.string(), { error: '"tags" must be a list of tag keys' }).pipe(keysOf(tags, 'tag')).default([]),
  draft: z.boolean({ error: '"draft" must be true or false' }).default(false),
});

export type PostFrontMatter = z.infer<typeof postFrontMatter>;
