import path from 'node:path';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildReference } from './buildReference';
import { loadOpenApi } from './loadOpenApi';

const document = parse(`
openapi: 3.1.0
info: { title: Things API, version: 1.0.0, summary: All the things., description: 'Things, **fast**.' }
servers: [{ url: 'https://api.example.test', description: Production }]
security: [{ key: [] }]
tags:
  - { name: Things, description: What there is. }
  - { name: Unused }
paths:
  /things/{id}:
    parameters:
      - { name: id, in: path, required: true, schema: { $ref: '#/components/schemas/ThingId' } }
    get:
      tags: [Things]
      summary: Get a thing
      parameters:
        - $ref: '#/components/parameters/Fields'
      responses:
        '200':
          description: The thing.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Thing' }
              examples:
                first: { $ref: '#/components/examples/Thing' }
        '404': { $ref: '#/components/responses/NotFound' }
  /things:
    post:
      tags: [Things, Extra]
      summary: Make a thing
      security: []
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/NewThing' }
            example: { name: a }
      responses:
        '204': { description: Made. }
  /ping:
    get:
      responses: { '200': { description: Pong. } }
components:
  securitySchemes:
    key: { type: http, scheme: bearer, bearerFormat: JWT, description: The key. }
  parameters:
    Fields: { name: fields, in: query, schema: { type: string, minLength: 1 }, example: id }
  responses:
    NotFound:
      description: No such thing.
      content:
        application/json:
          schema: { $ref: '#/components/schemas/Error' }
          example: { error: not found }
  examples:
    Thing: { summary: A thing, value: { id: t1, name: a } }
  schemas:
    ThingId: { type: string, pattern: '^t[0-9]+$', examples: [t1] }
    Error:
      type: object
      required: [error]
      properties: { error: { type: string } }
    Thing:
      description: A thing.
      allOf:
        - $ref: '#/components/schemas/NewThing'
        - type: object
          required: [id]
          properties:
            id: { $ref: '#/components/schemas/ThingId', description: Its id. }
            kind:
              oneOf:
                - { type: object, title: Plain, maxProperties: 0 }
                - { $ref: '#/components/schemas/Error' }
                - { type: 'null' }
    NewThing:
      type: object
      required: [name]
      properties:
        name: { type: string, maxLength: 20 }
        tags: { type: array, items: { type: object, properties: { label: { type: [string, 'null'] } } } }
        size: { type: integer, enum: [1, 2], default: 1 }
`) as OpenAPIV3_1.Document;

const reference = buildReference(document, 'things.yaml');
const operation = (id: string) =>
  reference.tags.flatMap((tag) => tag.operations).find((candidate) => candidate.id === id);

describe('buildReference', () => {
  it('lists declared tags that have operations in order, then undeclared ones, then untagged operations', () => {
    expect(reference.tags.map((tag) => [tag.id, tag.name, tag.operations.map((op) => op.id)])).toEqual([
      ['vihje-api/tag/things', 'Things', ['vihje-api/tag/things/GET/things/{id}', 'vihje-api/tag/things/POST/things']],
      ['vihje-api/tag/extra', 'Extra', ['vihje-api/tag/extra/POST/things']],
      [undefined, 'Other operations', ['vihje-api/GET/ping']],
    ]);
    expect(reference.tags[0]?.description).toEqual([{ tag: 'p', children: ['What there is.'] }]);
  });

  it('gives each parameter, path-level ones first, with its type, constraints and example', () => {
    const get = operation('vihje-api/tag/things/GET/things/{id}');
    expect(get?.parameters).toEqual([
      {
        id: 'vihje-api/tag/things/GET/things/{id}.path.id',
        name: 'id',
        in: 'path',
        required: true,
        description: [],
        schema: {
          type: [{ model: 'ThingId', id: 'vihje-api/models/ThingId' }, ' (', 'string', ')'],
          constraints: [{ label: 'pattern', value: '^t[0-9]+$' }],
          examples: ['t1'],
        },
      },
      {
        id: 'vihje-api/tag/things/GET/things/{id}.query.fields',
        name: 'fields',
        in: 'query',
        required: false,
        description: [],
        schema: { type: ['string'], constraints: [{ label: 'min length', value: '1' }] },
        example: 'id',
      },
    ]);
  });

  it("lists a success body's fields (allOf merged) with its first example, and links an error's model", () => {
    const [ok, notFound] = operation('vihje-api/tag/things/GET/things/{id}')?.responses ?? [];
    expect(ok?.id).toBe('vihje-api/tag/things/GET/things/{id}.responses.200');
    expect(ok?.schema?.type).toEqual([{ model: 'Thing', id: 'vihje-api/models/Thing' }]);
    expect(ok?.schema?.properties?.map((property) => [property.name, property.required])).toEqual([
      ['name', true],
      ['tags', false],
      ['size', false],
      ['id', true],
      ['kind', false],
    ]);
    expect(ok?.example).toEqual({ title: 'A thing', json: '{\n  "id": "t1",\n  "name": "a"\n}' });
    expect(notFound?.description).toEqual([{ tag: 'p', children: ['No such thing.'] }]);
    expect(notFound?.schema?.type).toEqual([{ model: 'Error', id: 'vihje-api/models/Error' }]);
    expect(notFound?.schema?.properties).toBeUndefined();
    expect(notFound?.example?.json).toBe('{\n  "error": "not found"\n}');
  });

  it('describes nested inline objects, nullable types, enums, defaults and oneOf alternatives', () => {
    const model = reference.models.find((candidate) => candidate.name === 'Thing');
    const field = (name: string) => model?.schema.properties?.find((property) => property.name === name);
    expect(field('tags')?.schema.type).toEqual(['array of ', 'object']);
    expect(field('tags')?.schema.properties?.[0]?.schema.type).toEqual(['string', ' | ', 'null']);
    expect(field('size')?.schema.constraints).toEqual([
      { label: 'one of', value: '1, 2' },
      { label: 'default', value: '1' },
    ]);
    expect(field('id')?.schema.description).toEqual([{ tag: 'p', children: ['Its id.'] }]);
    expect(field('kind')?.schema.type).toEqual([
      'Plain',
      ' | ',
      { model: 'Error', id: 'vihje-api/models/Error' },
      ' | ',
      'null',
    ]);
    expect(field('kind')?.schema.variants).toEqual([
      { title: 'Plain', schema: { type: ['Plain'], constraints: [{ label: 'max properties', value: '0' }] } },
    ]);
  });

  it('gives the request body with its fields under Scalar ids, and each operation its security', () => {
    const post = operation('vihje-api/tag/things/POST/things');
    expect(post?.requestBody?.required).toBe(true);
    expect(post?.requestBody?.schema.properties?.[0]?.id).toBe('vihje-api/tag/things/POST/things.body.name');
    expect(post?.requestBody?.examples).toEqual([{ title: 'Example', json: '{\n  "name": "a"\n}' }]);
    expect(post?.security).toEqual([]);
    expect(operation('vihje-api/tag/things/GET/things/{id}')?.security).toEqual([
      { schemes: [{ name: 'key', label: 'HTTP bearer (JWT)' }] },
    ]);
  });

  it('lists every model under its Scalar id, and the introduction', () => {
    expect(reference.models.map((model) => model.id)).toEqual([
      'vihje-api/models/ThingId',
      'vihje-api/models/Error',
      'vihje-api/models/Thing',
      'vihje-api/models/NewThing',
    ]);
    expect(reference).toMatchObject({
      introductionId: 'vihje-api/description/introduction',
      title: 'Things API',
      summary: 'All the things.',
      servers: [{ url: 'https://api.example.test', description: 'Production' }],
      securitySchemes: [{ name: 'key', label: 'HTTP bearer (JWT)' }],
    });
  });

  it('fails on a description it cannot render, naming the file', () => {
    const broken = structuredClone(document);
    (broken.components?.schemas?.Thing as { description: string }).description = '# Title';
    expect(() => buildReference(broken, 'things.yaml')).toThrow(/things\.yaml: the description uses <h1>/);
  });
});

describe('the reference of the real description', () => {
  it('has every operation and every schema, each with a response example for its success', async () => {
    const { reference: real, document: source, summary } = await loadOpenApi(path.resolve('openapi/openapi.yaml'));
    const operations = real.tags.flatMap((tag) => tag.operations);
    expect(operations.map((op) => `${op.method} ${op.path}`).sort()).toEqual(
      summary.operations.map((op) => `${op.method} ${op.path}`).sort(),
    );
    expect(real.models.map((model) => model.name)).toEqual(Object.keys(source.components?.schemas ?? {}));
    for (const op of operations) {
      expect(op.responses.find((response) => response.status === '200')?.example, op.id).toBeDefined();
    }
  });
});
