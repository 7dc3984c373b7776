import { defineConfig } from 'vitest/config';
import { QualityGatesFirst } from './tests/sequencer.ts';

/** Browser tests: against the test build, served by the global setup. */
const browserTests = {
  globalSetup: ['tests/e2e/globalSetup.ts'],
  testTimeout: 60_000,
  // The browser waits on real page loads; under a busy 2-core machine one second is too little.
  expect: { poll: { timeout: 10_000 } },
  hookTimeout: 60_000,
};
const timingTests = ['tests/e2e/route-progress.test.ts'];

export default defineConfig({
  test: {
    sequence: { sequencer: QualityGatesFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'theme/**/*.test.{ts,tsx}',
            'plugins/**/*.test.ts',
            'shared/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/docs/**/*.test.ts',
            'examples/**/*.test.{ts,tsx}',
            'sampleApi/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            // The benchmark's helpers only; `npm run bench` itself never runs in the test command.
            'bench/**/*.test.ts',
          ],
          environment: 'node',
          // Vitest's default on 2 cores is one worker; two finish the unit tests sooner (bench/NOTES.md), and the
          // test build beside them (check.ts) still fits.
          maxWorkers: 2,
        },
      },
      {
        test: {
          ...browserTests,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: timingTests,
          // A worker imports Playwright, axe and the shared helpers once for all its files, not once a file; each file
          // still has its own browser (browserForFile), which is faster (bench/NOTES.md).
          isolate: false,
          // Two cores: one browser per worker, two workers.
          maxWorkers: 2,
        },
      },
      {
        test: {
          // Tests of what the builds wrote (the test build and the fixture site), without a browser.
          name: 'build-output',
          include: ['tests/builds/**/*.test.ts'],
          environment: 'node',
          // Run in the browser tests' pool, which Vitest allows only with the same worker count.
          maxWorkers: 2,
        },
      },
      {
        test: {
          ...browserTests,
          // Tests that time what a reader sees (the route progress bar's delay): run after the others, one at a
          // time, so another browser's work does not hold up the page's timers.
          name: 'e2e-timing',
          include: timingTests,
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
        },
      },
    ],
  },
});
