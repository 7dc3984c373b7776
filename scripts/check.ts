/**
 * The one aggregate check (`npm test`): lint, type check, unit tests, production build, browser tests against that
 * build. Stops at the first failing step and ends with one summary line, `tests: N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { testHooksVariable } from '../plugins/testHooks';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: Array<{ status: string; assertionResults: Array<{ status: string }> }>;
}

/** Failed tests, plus each test file that failed outside any test (a hook, an import): those count as one failure. */
const failures = (report: VitestReport) =>
  report.numFailedTests +
  (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;

const resultsDir = 'test-results';
const vitestJson = (name: string) => [
  `--reporter=default`,
  `--reporter=json`,
  `--outputFile=${resultsDir}/${name}.json`,
];

const steps: ReadonlyArray<{
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  report?: string;
}> = [
  { name: 'lock file', command: 'tsx', args: ['scripts/lockfilePlatformStubs.ts', '--check'] },
  { name: 'lint', command: 'biome', args: ['check', '.'] },
  { name: 'type check', command: 'tsc', args: ['-p', '.'] },
  { name: 'OpenAPI lint', command: 'redocly', args: ['lint', 'openapi/openapi.yaml'] },
  { name: 'unit tests', command: 'vitest', args: ['run', '--project', 'unit', ...vitestJson('unit')], report: 'unit' },
  // The production build plus the browser tests' hooks (plugins/testHooks.ts); `npm run publish` refuses it.
  { name: 'build', command: 'rspress', args: ['build'], env: { [testHooksVariable]: '1' } },
  { name: 'browser tests', command: 'vitest', args: ['run', '--project', 'e2e', ...vitestJson('e2e')], report: 'e2e' },
];

function readReport(name: string): VitestReport | null {
  const file = `${resultsDir}/${name}.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as VitestReport) : null;
}

mkdirSync(resultsDir, { recursive: true });
let passed = 0;
let failed = 0;
let failedStep: string | undefined;
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(step.command, step.args, {
    stdio: 'inherit',
    shell: false,
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (step.report) {
    const report = readReport(step.report);
    passed += report?.numPassedTests ?? 0;
    failed += report ? failures(report) : 0;
  }
  if (result.status !== 0) {
    failedStep = step.name;
    console.error(`✖ ${step.name} failed after ${seconds} s`);
    break;
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}
console.log(failedStep ? `\nFailed at: ${failedStep}` : '\nAll checks passed.');
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
