/** The words a publish prints: sizes, error descriptions, the dry-run plan and the closing summary. */
import type { Plan } from './plan.ts';

/** Bytes in decimal units, the way file managers and S3 consoles show them: `812 B`, `12.3 kB`, `4.1 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** One line for an error: the S3 error code, its message, the HTTP status and how many attempts were made. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const metadata = (error as { $metadata?: { httpStatusCode?: number; attempts?: number } }).$metadata;
  const details = [
    metadata?.httpStatusCode ? `HTTP ${metadata.httpStatusCode}` : undefined,
    metadata?.attempts ? `${metadata.attempts} attempt${metadata.attempts === 1 ? '' : 's'}` : undefined,
  ].filter(Boolean);
  const name = error.name && error.name !== 'Error' && !error.message.includes(error.name) ? `${error.name}: ` : '';
  return `${name}${error.message || 'no message'}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
}

/** Count and bytes of a set of objects. */
export interface Tally {
  count: number;
  bytes: number;
}

/** `12 objects (345.6 kB)`. */
export function formatTally({ count, bytes }: Tally): string {
  return `${count} object${count === 1 ? '' : 's'} (${formatBytes(bytes)})`;
}

/** The tally of objects of these sizes. */
export function tallyOf(sizes: readonly number[]): Tally {
  return { count: sizes.length, bytes: sizes.reduce((a, b) => a + b, 0) };
}

/** The tallies a plan would produce: uploads, unchanged objects skipped, deletions. */
export function planTallies(plan: Plan): { upload: Tally; skip: Tally; delete: Tally } {
  return {
    upload: tallyOf(plan.uploads.map((object) => object.size)),
    skip: tallyOf(plan.unchanged.map((object) => object.size)),
    delete: tallyOf(plan.deletions.map((object) => object.size ?? 0)),
  };
}

/** The dry-run listing: every upload with its phase, reason, size and headers (or redirect), then every deletion. */
export function formatPlan(plan: Plan): string[] {
  const lines = plan.uploads.map(
    (object) =>
      `upload  [${object.phase}] ${object.key} (${object.reason}, ` +
      (object.redirectTo === undefined
        ? `${formatBytes(object.size)}, ${object.contentType}; ${object.cacheControl})`
        : `redirect to ${object.redirectTo})`),
  );
  for (const object of plan.deletions) lines.push(`delete  [prune] ${object.key}`);
  return lines;
}
