import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseShell } from 'shell-quote';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { siteBase } from '../../plugins/basePath';
import { parseCommand } from '../../scripts/publish/options';

/**
 * The pull-request preview workflow runs commands of this repository: each must still be a valid command line, and
 * the build's base must be where the publish puts the preview. GitHub is not here to run the workflow; these checks
 * are what can go wrong on this side of it.
 */
interface Step {
  name?: string;
  if?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  steps: Step[];
}
const workflow = parse(
  readFileSync(path.resolve(import.meta.dirname, '../../.github/workflows/preview.yml'), 'utf8'),
) as { on: Record<string, unknown>; env: Record<string, string>; jobs: Record<string, Job> };

/** A pull request's number, as GitHub would put it in the expressions. */
const number = '42';
/** GitHub's expressions (`${{ … }}`) and the shell's `"$PREVIEW_NAME"`, as a run would have them. */
const expand = (text: string) =>
  text
    .replace(/\$\{\{ github\.event\.pull_request\.number \}\}/g, number)
    .replace(/\$\{\{ env\.PREVIEW_NAME \}\}/g, `pr-${number}`)
    .replaceAll('"$PREVIEW_NAME"', `pr-${number}`);
const previewName = expand(workflow.env.PREVIEW_NAME ?? '');

/** The arguments after `npm run publish --` of a step's command. */
function publishArgs(step: Step): string[] {
  const command = expand(step.run ?? '');
  const [, args = ''] = /npm run publish -- (.+)$/m.exec(command) ?? [];
  return parseShell(args).map(String);
}

const stepsOf = (job: string) => workflow.jobs[job]?.steps ?? [];
const publishStep = (job: string) => stepsOf(job).find((step) => step.run?.includes('npm run publish'));

describe('the preview workflow', () => {
  it('runs on pull requests opened, updated, reopened and closed, and daily', () => {
    expect(workflow.on.pull_request).toEqual({ types: ['opened', 'synchronize', 'reopened', 'closed'] });
    expect(workflow.on.schedule).toBeDefined();
    expect(previewName).toBe(`pr-${number}`);
  });

  it('builds under the base where its publish puts the preview, with a command line the publish accepts', () => {
    const build = stepsOf('preview').find((step) => step.run === 'npm run build');
    const base = siteBase({ VIHJE_BASE: expand(build?.env?.VIHJE_BASE ?? '') });
    const step = publishStep('preview');
    if (!step) throw new Error('the preview job publishes nothing');
    const parsed = parseCommand(publishArgs(step), { PUBLISH_BUCKET: 'docs' });
    expect(parsed.kind === 'run' && parsed.options).toMatchObject({
      mode: { kind: 'publish-preview', name: previewName },
      sitePath: base,
      prune: true,
    });
  });

  it('deletes the preview when the pull request closes, and old previews daily, with valid command lines', () => {
    const close = parseCommand(publishArgs(publishStep('delete-preview') as Step), { PUBLISH_BUCKET: 'docs' });
    expect(close.kind === 'run' && close.options.mode).toEqual({ kind: 'delete-preview', name: previewName });
    const daily = parseCommand(publishArgs(publishStep('delete-old-previews') as Step), { PUBLISH_BUCKET: 'docs' });
    expect(daily.kind === 'run' && daily.options.mode).toEqual({ kind: 'delete-old-previews', olderThanDays: 30 });
  });

  it('publishes nothing for a pull request from a fork, which has no secrets, and says so in a notice', () => {
    const steps = stepsOf('preview');
    const fork = steps.find((step) => step.if?.includes('head.repo.full_name != github.repository'));
    expect(fork?.run).toMatch(/^echo "::notice /);
    for (const step of steps.filter((other) => other !== fork))
      expect(step.if, step.name).toBe("steps.fork.conclusion == 'skipped'");
    expect(workflow.jobs['delete-preview']?.if).toContain('head.repo.full_name == github.repository');
  });

  it('keeps one comment on the pull request, found by its marker and updated in place', () => {
    const comment = stepsOf('preview').find((step) => step.uses?.startsWith('actions/github-script'));
    const script = (comment as Step & { with?: { script?: string } })?.with?.script ?? '';
    expect(script).toContain("const marker = '<!-- vihje-docs-preview -->'");
    expect(script).toContain('updateComment');
    expect(script).toContain('createComment');
  });
});
