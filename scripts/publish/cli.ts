/**
 * `npm run publish -- --bucket NAME [options]`: uploads the built site, or a pull-request preview of it, to an
 * S3-compatible bucket, and deletes previews (see `--help` and scripts/publish/README.md).
 */
import path from 'node:path';
import { type CliOptions, helpText, parseCommand } from './options.ts';
import { deleteOldPreviews, deletePreview, type PreviewDeletion } from './previews.ts';
import { createProgress } from './progress.ts';
import { publish } from './publish.ts';
import { describeError, formatPlan, formatTally } from './report.ts';
import { formatFailures, formatSummary } from './summary.ts';

/** Runs the command and resolves with the exit status: 0 done, 1 some key failed (or the run could not start), 2 usage. */
export async function main(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  const command = parseCommand(argv, env);
  if (command.kind === 'help') {
    console.log(helpText);
    return 0;
  }
  if (command.kind === 'error') {
    console.error(`publish: ${command.message}\nRun \`npm run publish -- --help\` for the options.`);
    return 2;
  }
  const { options } = command;
  // The S3 SDK is loaded only for a command that reaches a bucket: `--help` and a usage error answer without it.
  const { createS3Store } = await import('./s3.ts');
  const store = createS3Store(options);
  try {
    if (options.mode.kind === 'delete-preview') {
      const { name } = options.mode;
      console.log(`Deleting preview ${name}: ${targetOf(options)}${options.dryRun ? ' (dry run)' : ''}`);
      const deletion = await deletePreview(store, { ...options, name });
      return report([deletion], options.dryRun);
    }
    if (options.mode.kind === 'delete-old-previews') {
      const { olderThanDays } = options.mode;
      console.log(
        `Deleting previews last published more than ${days(olderThanDays)} ago: ${targetOf(options)}` +
          `${options.dryRun ? ' (dry run)' : ''}`,
      );
      const deletions = await deleteOldPreviews(store, { ...options, olderThanDays, now: new Date() });
      for (const { name, ageDays, deleted } of deletions) {
        console.log(`  ${name}: ${days(ageDays)} old, ${formatTally(deleted)}`);
      }
      if (deletions.length === 0) console.log(`No preview is older than ${days(olderThanDays)}.`);
      return report(deletions, options.dryRun);
    }

    const preview = options.mode.kind === 'publish-preview' ? ` as preview ${options.mode.name}` : '';
    const leftAlone = options.reservedPrefix ? `, leaving the previews under ${options.reservedPrefix} alone` : '';
    console.log(
      `Publishing ${path.resolve(options.dir)} to ${targetOf(options)}${preview}${leftAlone}` +
        `${options.dryRun ? ' (dry run)' : ''}`,
    );
    const tty = Boolean(process.stdout.isTTY) && !env.CI;
    const result = await publish(options, store, createProgress(process.stdout, tty));
    for (const warning of result.warnings) console.warn(`warning: ${warning}`);
    if (options.dryRun) for (const line of formatPlan(result.plan)) console.log(line);
    const summary = formatSummary(result, options.dryRun);
    if (result.failures.length > 0) {
      console.error(summary.join('\n'));
      return 1;
    }
    console.log(summary.join('\n'));
    return 0;
  } catch (error) {
    // Listing the bucket or reading the build failed, a check refused the run, or a batch of deletions failed after
    // its retries: each is safe to run again.
    console.error(`publish: ${describeError(error)}`);
    return 1;
  } finally {
    store.close();
  }
}

function targetOf(options: CliOptions): string {
  return `s3://${options.bucket}/${options.keyPrefix}${options.endpoint ? ` at ${options.endpoint}` : ''}`;
}

/** Prints what the deletions did (on a dry run, every key they would delete) and returns the exit status. */
function report(deletions: readonly PreviewDeletion[], dryRun: boolean): number {
  if (dryRun) for (const { keys } of deletions) for (const key of keys) console.log(`delete  ${key}`);
  for (const { keyPrefix, deleted } of deletions) {
    console.log(
      dryRun
        ? `Dry run: would delete ${formatTally(deleted)} under ${keyPrefix}. Nothing was changed.`
        : `Deleted ${formatTally(deleted)} under ${keyPrefix}.`,
    );
  }
  const failures = formatFailures(deletions.flatMap((deletion) => deletion.failures));
  if (failures.length === 0) return 0;
  console.error(failures.join('\n'));
  return 1;
}

const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  main(process.argv.slice(2), process.env).then((status) => {
    process.exitCode = status;
  });
}
