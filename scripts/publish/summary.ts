/** The closing lines of a publish: what was (or, on a dry run, would be) uploaded, skipped and deleted, and why not. */
import type { PublishFailure, PublishResult } from './publish.ts';
import { formatTally } from './report.ts';

/** Summary lines; failures come with their keys, one a line, so that a CI log names every one. */
export function formatSummary(result: PublishResult, dryRun: boolean): string[] {
  const lines = [
    dryRun
      ? `Dry run: would upload ${formatTally(result.uploaded)}, skip ${formatTally(result.skipped)} unchanged, ` +
        `delete ${formatTally(result.deleted)}. Nothing was changed.`
      : `Uploaded ${formatTally(result.uploaded)}, skipped ${formatTally(result.skipped)} unchanged, ` +
        `deleted ${formatTally(result.deleted)}.`,
  ];
  lines.push(...formatFailures(result.failures));
  if (result.notRun.length > 0) {
    lines.push(`Not run, because of the failures above: ${result.notRun.join(', ')}. Run the publish again.`);
  }
  return lines;
}

/** `Failed: N keys` and then each key with its action and error, one a line; nothing when none failed. */
export function formatFailures(failures: readonly PublishFailure[]): string[] {
  if (failures.length === 0) return [];
  const lines = [`Failed: ${failures.length} key${failures.length === 1 ? '' : 's'}`];
  for (const failure of failures) lines.push(`  ${failure.action} ${failure.key}: ${failure.message}`);
  return lines;
}
