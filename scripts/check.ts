/**
 * The one aggregate check (`npm test`): lint, type check, unit tests alongside the test build, browser tests against
 * that build. Stops after the first phase with a failing step, prints each step's time and the total, and ends with one
 * summary line, `tests: N passed, N failed`.
 */
import { spawn } from 'node:child_process';
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
const nativeTsc = 'node_modules/typescript-native/bin/tsc';
const vitestJson = (name: string) => [
  `--reporter=default`,
  `--reporter=json`,
  `--outputFile=${resultsDir}/${name}.json`,
];

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  report?: string;
}

/**
 * The steps, a phase at a time; the steps of one phase read and write no common file and run side by side, which
 * is faster on 2 cores than running them in turn. The first step of a phase writes to the terminal as it goes, the
 * others when they end.
 */
const phases: ReadonlyArray<ReadonlyArray<Step>> = [
  [{ name: 'lock file', command: 'tsx', args: ['scripts/lockfilePlatformStubs.ts', '--check'] }],
  [
    // TypeScript 7's native compiler (typescript-native); `typescript` 5 stays for the JavaScript API the props
    // tables use. Both install a `tsc` command: this names the one it means.
    { name: 'type check', command: 'node', args: [nativeTsc, '-p', '.'] },
    { name: 'lint', command: 'biome', args: ['check', '.'] },
    { name: 'OpenAPI lint', command: 'redocly', args: ['lint', 'openapi/openapi.yaml'] },
    // A change that breaks clients of the latest release needs a new major version (scripts/apiCompatibility.ts).
    { name: 'API compatibility', command: 'tsx', args: ['scripts/apiCompatibility.ts'] },
  ],
  [
    {
      name: 'unit tests',
      command: 'vitest',
      args: ['run', '--project', 'unit', '--project', 'unit-isolated', ...vitestJson('unit')],
      report: 'unit',
    },
    // The production build plus the browser tests' hooks (plugins/testHooks.ts); `npm run publish` refuses it.
    { name: 'build', command: 'tsx', args: ['scripts/buildAtomically.ts'], env: { [testHooksVariable]: '1' } },
    // The site with fixture posts and Rspress's own twins, in test-results/ (scripts/fixtureSite.ts).
    { name: 'fixture build', command: 'tsx', args: ['scripts/fixtureSite.ts'] },
    // The site built under a base, as a pull-request preview is, in test-results/ (scripts/basePathSite.ts).
    { name: 'base-path build', command: 'tsx', args: ['scripts/basePathSite.ts'] },
  ],
  [
    {
      name: 'browser tests',
      command: 'vitest',
      args: ['run', '--project', 'e2e', '--project', 'e2e-timing', '--project', 'build-output', ...vitestJson('e2e')],
      report: 'e2e',
    },
  ],
];

function readReport(name: string): VitestReport | null {
  const file = `${resultsDir}/${name}.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as VitestReport) : null;
}

/** Runs a step; `streamed` writes its output as it comes, otherwise it is written once the step ends. */
function run(step: Step, streamed: boolean): Promise<{ status: number | null; seconds: string }> {
  const started = Date.now();
  const child = spawn(step.command, step.args, {
    stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    shell: false,
    env: { ...process.env, ...step.env },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (!streamed) {
        console.log(`\n▶ ${step.name} (ran alongside):`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ status, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

mkdirSync(resultsDir, { recursive: true });
let passed = 0;
let failed = 0;
let failedStep: string | undefined;
const checkStarted = Date.now();
for (const phase of phases) {
  for (const step of phase) console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}`);
  const results = await Promise.all(phase.map((step, index) => run(step, index === 0)));
  phase.forEach((step, index) => {
    const { status, seconds } = results[index] ?? { status: 1, seconds: '?' };
    if (step.report) {
      const report = readReport(step.report);
      passed += report?.numPassedTests ?? 0;
      failed += report ? failures(report) : 0;
    }
    if (status !== 0) {
      failedStep ??= step.name;
      console.error(`✖ ${step.name} failed after ${seconds} s`);
    } else console.log(`✔ ${step.name} (${seconds} s)`);
  });
  if (failedStep) break;
}
console.log(failedStep ? `\nFailed at: ${failedStep}` : '\nAll checks passed.');
console.log(`total: ${((Date.now() - checkStarted) / 1000).toFixed(1)} s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
