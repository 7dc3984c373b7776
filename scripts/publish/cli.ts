/**
 * `npm run publish -- --bucket NAME [options]`: uploads the built site to an S3-compatible bucket (see `--help` and
 * the README's "Publishing" section).
 */
import path from 'node:path';
import { helpText, parseCommand } from './options';
import { createProgress } from './progress';
import { publish } from './publish';
import { describeError, formatPlan } from './report';
import { createS3Store } from './s3';
import { formatSummary } from './summary';

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
  const target = `s3://${options.bucket}/${options.keyPrefix}${options.endpoint ? ` at ${options.endpoint}` : ''}`;
  console.log(`Publishing ${path.resolve(options.dir)} to ${target}${options.dryRun ? ' (dry run)' : ''}`);

  const store = createS3Store(options);
  const tty = Boolean(process.stdout.isTTY) && !env.CI;
  try {
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
    // Listing the bucket or reading the build failed: nothing was written.
    console.error(`publish: ${describeError(error)}`);
    return 1;
  } finally {
    store.close();
  }
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  main(process.argv.slice(2), process.env).then((status) => {
    process.exitCode = status;
  });
}
