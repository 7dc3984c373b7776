import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * A new folder for a test's files (its name starts with `prefix`), in the run's temporary root, which the unit
 * projects' global setup removes when the run ends (tests/temporaryRoot.ts); in the system's temporary folder when a
 * file runs without that setup.
 */
export function temporaryFolder(prefix: string): string {
  return mkdtempSync(path.join(inject('temporaryRoot') ?? os.tmpdir(), prefix));
}
