import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { temporaryFolder } from '../../tests/temporaryFolder';
import { loadOpenApi } from './loadOpenApi';

function specFile(content: string): string {
  const file = path.join(temporaryFolder('vihje-openapi-'), 'openapi.yaml');
  writeFileSync(file, content);
  return file;
}

const minimal = `openapi: 3.1.0
info: { title: Test API, version: 1.2.3 }
servers: [{ url: 'https://api.example.test' }]
paths:
  /things/{id}:
    get:
      operationId: getThing
      summary: Get a thing
      tags: [Things]
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      responses: { '200': { description: OK } }
    delete:
      operationId: deleteThing
      summary: Delete a thing
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      responses: { '204': { description: Deleted } }
`;

describe('loadOpenApi', () => {
  it('summarises title, version, servers and operations in document order', async () => {
    const { summary } = await loadOpenApi(specFile(minimal));
    expect(summary).toEqual({
      title: 'Test API',
      version: '1.2.3',
      servers: ['https://api.example.test'],
      operations: [
        { method: 'GET', path: '/things/{id}', operationId: 'getThing', summary: 'Get a thing', tag: 'Things' },
        { method: 'DELETE', path: '/things/{id}', operationId: 'deleteThing', summary: 'Delete a thing', tag: '' },
      ],
    });
  });

  it('fails on broken YAML, naming the file', async () => {
    const file = specFile('openapi: 3.1.0\ninfo: [unclosed\n');
    await expect(loadOpenApi(file)).rejects.toThrow(/openapi\.yaml: not valid YAML/);
  });

  it('fails on an invalid description, naming the file and the problem', async () => {
    const file = specFile(
      minimal.replace('schema: { type: string }', "schema: { $ref: '#/components/schemas/Missing' }"),
    );
    await expect(loadOpenApi(file)).rejects.toThrow(/openapi\.yaml: not a valid OpenAPI description: .*Missing/);
  });

  it('validates the real description and lists each of its operations once', async () => {
    const file = path.resolve('openapi/openapi.yaml');
    const { summary } = await loadOpenApi(file);
    const raw = parse(readFileSync(file, 'utf8')) as { info: { version: string }; paths: Record<string, object> };
    const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
    const pairs = Object.entries(raw.paths).flatMap(([operationPath, item]) =>
      Object.keys(item)
        .filter((key) => methods.has(key))
        .map((method) => `${method.toUpperCase()} ${operationPath}`),
    );
    expect(summary.version).toBe(raw.info.version);
    expect(summary.operations.map((operation) => `${operation.method} ${operation.path}`).sort()).toEqual(pairs.sort());
    expect(new Set(summary.operations.map((operation) => operation.operationId)).size).toBe(pairs.length);
  });
});
