import { configDefaults, defineConfig } from 'vitest/config';
import { isolatedUnitTests } from './tests/isolatedUnitTests.ts';
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

/** Unit tests: everything but the browser tests, in Node. `npm run test:unit` runs both unit projects. */
const unitTests = {
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
  // One folder for the run's temporary folders, removed when it ends (tests/temporaryFolder.ts).
  globalSetup: ['tests/temporaryRoot.ts'],
  // Vitest's default on 2 cores is one worker; two finish the unit tests sooner (bench/NOTES.md), and the test build
  // beside them (check.ts) still fits.
  maxWorkers: 2,
};
const isolatedUnitFiles = isolatedUnitTests(unitTests.include);

export default defineConfig({
  test: {
    sequence: { sequencer: QualityGatesFirst },
    projects: [
      {
        test: {
          ...unitTests,
          name: 'unit',
          exclude: [...configDefaults.exclude, ...isolatedUnitFiles],
          // The files share their worker's process and loaded modules: a process and a fresh import of the
          // dependencies a file cost more CPU than most files' tests (bench/NOTES.md).
          isolate: false,
        },
      },
      {
        test: {
          ...unitTests,
          // The files that mock modules, stub variables or globals, fake timers or run in a browser-like environment
          // (tests/isolatedUnitTests.ts): each in a process of its own.
          name: 'unit-isolated',
          include: isolatedUnitFiles,
          // Compiled by Vitest, so that a file's module mocks reach the package's own imports (tests/unit/sitemapOrder).
          server: { deps: { inline: ['@rspress/plugin-sitemap'] } },
        },
      },
      {
        test: {
          ...browserTests,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: timingTests,
          // A worker imports Playwright, axe and the shared helpers once for all its files, not once a file, and its
          // files share one Chromium, each in contexts of its own (browserForFile); faster (bench/NOTES.md).
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
