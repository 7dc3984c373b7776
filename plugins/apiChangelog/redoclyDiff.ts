/**
 * The door to `redocly diff` (`@redocly/cli`, the linter the project already runs): it compares two OpenAPI 3.1
 * descriptions through their `$ref`s and rates each change by the semver bump it needs, knowing which side of the
 * wire a schema is on (a field removed from a response breaks a client, from a request it does not). It has no
 * JavaScript API, so it runs as a command writing its JSON report (`reportVersion` 1) to a file; the report is
 * validated here, so a new report format fails loudly instead of producing an empty changelog.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';

const run = promisify(execFile);
/**
 * `--fail-on=none`: the exit status says whether the comparison ran; what the changes mean is decided here. The
 * config file is not linted (it is ours and tiny).
 */
const quiet = ['--fail-on=none', '--lint-config=off'];
const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');
/** `extends: [diff-recommended]`: Redocly's breaking-change rules, all on. */
const diffConfig = path.join(import.meta.dirname, 'redocly-diff.yaml');

const side = z.object({
  file: z.string(),
  pointer: z.string(),
  line: z.number().optional(),
  value: z.unknown().optional(),
});

const reportSchema = z.object({
  reportVersion: z.literal('1'),
  changes: z.array(
    z.object({
      /** Where the change is as the API sees it, through `$ref`s: `#/paths/~1items/get/parameters/1`. */
      path: z.string(),
      typeName: z.string().optional(),
      kind: z.enum(['added', 'removed', 'modified']),
      /** The changed property of the node at `path`, for a `modified` change. */
      property: z.string().optional(),
      verdicts: z.array(
        z.object({
          ruleId: z.string(),
          impact: z.string(),
          message: z.string(),
          location: side.partial().optional(),
        }),
      ),
      base: side.optional(),
      revision: side.optional(),
    }),
  ),
});

export type RedoclyChange = z.infer<typeof reportSchema>['changes'][number];

/**
 * Every change from `baseFile` to `revisionFile`, as `redocly diff` reports it, each location's file an
 * absolute path. Fails naming the files when either is not a description.
 */
export async function redoclyDiff(baseFile: string, revisionFile: string): Promise<RedoclyChange[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vihje-api-diff-'));
  const output = path.join(dir, 'report.json');
  const cwd = path.dirname(path.resolve(baseFile));
  try {
    await run(
      process.execPath,
      [
        cli,
        'diff',
        path.resolve(baseFile),
        path.resolve(revisionFile),
        '--format=json',
        `--output=${output}`,
        `--config=${diffConfig}`,
        ...quiet,
      ],
      { cwd, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((error: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(
        `Comparing ${baseFile} with ${revisionFile} failed: ${(error.stderr || error.stdout || error.message).trim()}`,
      );
    });
    const parsed = reportSchema.safeParse(JSON.parse(readFileSync(output, 'utf8')));
    if (!parsed.success) {
      throw new Error(
        `redocly diff wrote a report this site does not understand (${parsed.error.issues[0]?.message} at ` +
          `${parsed.error.issues[0]?.path.join('.')}); its format changed with @redocly/cli: update plugins/apiChangelog/redoclyDiff.ts.`,
      );
    }
    // The report names files relative to the working directory.
    const absolute = <T extends { file?: string }>(at: T | undefined) =>
      at?.file === undefined ? at : { ...at, file: path.resolve(cwd, at.file) };
    return parsed.data.changes.map((change) => ({
      ...change,
      base: absolute(change.base),
      revision: absolute(change.revision),
      verdicts: change.verdicts.map((verdict) => ({ ...verdict, location: absolute(verdict.location) })),
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
