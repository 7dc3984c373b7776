/**
 * The sandbox: the sample server over the sample data set, with the description's operations and validators as
 * generated ahead (`describedApi.generated.ts`), so it runs in a page whose Content-Security-Policy forbids `eval`.
 * Imported on demand (`loadSandbox`): a reader who never sends a request downloads none of it.
 */
import { sampleData } from '../fixtures/sampleData';
import { createSampleServer } from './createSampleServer';
import { operations, validators } from './describedApi.generated';

export const sandboxServer = createSampleServer({ operations, validators, data: sampleData });

/** The operations it answers. */
export const sandboxOperations = operations;
