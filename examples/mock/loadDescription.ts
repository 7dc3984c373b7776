import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OpenAPIV3_1 } from 'openapi-types';
import { parse } from 'yaml';
import { type DescribedOperation, describeOperations } from '../../sampleApi/server/describedOperations';
import { compileValidators, type OperationValidators } from '../../sampleApi/server/requestValidation';

/** What the mock server serves: the description's operations and their request validators. */
export interface LoadedDescription {
  operations: DescribedOperation[];
  validators: Record<string, OperationValidators>;
}

/**
 * The API description as the sample server needs it, read now: the mock follows `openapi/openapi.yaml` as it is on
 * disk (the in-browser sandbox reads the generated `sampleApi/server/describedApi.generated.ts` instead). A file
 * that cannot be read or compiled fails with its name and the reason.
 */
export function loadDescription(specFile: string): LoadedDescription {
  const where = path.relative(process.cwd(), specFile);
  let document: OpenAPIV3_1.Document;
  try {
    document = parse(readFileSync(specFile, 'utf8')) as OpenAPIV3_1.Document;
  } catch (error) {
    throw new Error(`${where}: cannot read the API description: ${error instanceof Error ? error.message : error}`);
  }
  try {
    return { operations: describeOperations(document), validators: compileValidators(document) };
  } catch (error) {
    throw new Error(`${where}: cannot compile the request schemas: ${error instanceof Error ? error.message : error}`);
  }
}
