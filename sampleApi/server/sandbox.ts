/**
 * The sandbox: the sample server over the sample data set, with the description's operations and validators as
 * generated ahead (`describedApi.generated.ts`), so it runs in a page whose Content-Security-Policy forbids `eval`.
 * Imported on demand (`loadSandbox`): a reader who never sends a request downloads none of it.
 */
import { sampleData } from '../data/sampleData';
import { createSampleServer } from './createSampleServer';
import type { Sandbox } from './createSandboxFetch';
import { operations, validators } from './describedApi.generated';

export const sandbox: Sandbox = {
  server: createSampleServer({ operations, validators, data: sampleData }),
  operations,
};
