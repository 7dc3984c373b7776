import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder the unit tests' temporary folders go in (tests/temporaryFolder.ts), removed when the run ends. */
    temporaryRoot: string;
  }
}

/**
 * The unit projects' global setup: one folder for the whole run's temporary folders, removed with everything in it
 * when the run ends, so that a run leaves nothing behind, whatever a test or a worker it started still reads then.
 */
export default function setup(project: TestProject): () => void {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vihje-test-run-'));
  project.provide('temporaryRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}
