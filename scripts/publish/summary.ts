/** The closing lines of a publish: what was (or, on a dry run, would be) uploaded, skipped and deleted, and why not. */
import type { PublishResult } from './publish';
import { formatTally } from './report';

/** Summary lines; failures come with their keys, one a line, so that a CI log names every one. */
export function formatSummary(result: PublishResult, dryRun: boolean): string[] {
  const lines = [
    dryRun
      ? `Dry run: would upload ${formatTally(result.uploaded)}, skip ${formatTally(result.skipped)} unchanged, ` +
        `delete ${formatTally(result.deleted)}. Nothing was changed.`
      : `Uploaded ${formatTally(result.uploaded)}, skipped ${formatTally(result.skipped)} unchanged, ` +
        `deleted ${formatTally(result.deleted)}.`,
  ];
  if (result.failures.length > 0) {
    lines.push(`Failed: ${result.failures.length} key${result.failures.length === 1 ? '' : 's'}`);
    for (const failure of result.failures) lines.push(`  ${failure.action} ${failure.key}: ${failure.message}`);
  }
  if (result.notRun.length > 0) {
    lines.push(`Not run, because of the failures above: ${result.notRun.join(', ')}. Run the publish again.`);
  }
  return lines;
}
