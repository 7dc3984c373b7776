/**
 * What the API reference must show, read from `openapi/openapi.yaml` as written, independently of the site's own
 * code (the unit and the browser tests both use it): an operation added to the description changes no test file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

interface OperationAsWritten {
  summary: string;
  parameters?: { name?: string; $ref?: string }[];
  responses: Record<string, unknown>;
  requestBody?: unknown;
}

export interface Operation {
  method: string;
  path: string;
  summary: string;
  parameters: string[];
  statuses: string[];
  hasBody: boolean;
}

const description = parse(readFileSync(path.resolve(import.meta.dirname, '../openapi/openapi.yaml'), 'utf8')) as {
  info: { title: string; version: string };
  paths: Record<string, Record<string, OperationAsWritten>>;
  components: { parameters: Record<string, { name: string }>; schemas: Record<string, unknown> };
};

/** The keys of a path item that are operations (a path item may also hold `parameters`, `summary`, …). */
const httpMethods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

const parameterName = ({ name, $ref }: { name?: string; $ref?: string }) =>
  name ?? description.components.parameters[$ref?.split('/').pop() ?? '']?.name ?? '';

/** Every operation of the description, in its order. */
export const operations: Operation[] = Object.entries(description.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([key]) => httpMethods.has(key))
    .map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      summary: operation.summary,
      parameters: (operation.parameters ?? []).map(parameterName),
      statuses: Object.keys(operation.responses),
      hasBody: operation.requestBody !== undefined,
    })),
);

/** The names of the description's schemas, which the reference lists as models. */
export const models = Object.keys(description.components.schemas);

/** The description's title and version, as the reference shows them. */
export const info = description.info;
