import { globSync, readFileSync } from 'node:fs';

/**
 * What in a test file reaches beyond the file: a module mock, a stubbed variable or global, fake timers, a spy, a
 * browser-like environment, or an environment variable set by hand. Such a file runs in a process of its own; the
 * other unit test files share their worker's process and loaded modules, which spares a process and a fresh import of
 * their dependencies a file. The source is searched as text: a mere mention isolates a file too, which costs only time.
 */
const reachesBeyondTheFile =
  /\bvi\.(mock|doMock|unmock|resetModules|stubEnv|stubGlobal|useFakeTimers|spyOn)\b|@vitest-environment|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env/;

/** The unit test files among `patterns` that need a process of their own, relative to the repository. */
export function isolatedUnitTests(patterns: readonly string[]): string[] {
  return patterns
    .flatMap((pattern) => globSync(pattern, { exclude: (name) => name === 'node_modules' }))
    .filter((file) => reachesBeyondTheFile.test(readFileSync(file, 'utf8')))
    .sort();
}
