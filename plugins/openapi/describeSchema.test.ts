import { describe, expect, it } from 'vitest';
import { type JsonSchema, SchemaDescriber } from './describeSchema';

const schemas: Record<string, JsonSchema> = {
  Thing: {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string', description: 'The id.', minLength: 3 }, size: { type: 'integer' } },
  },
};
const describer = new SchemaDescriber((name) => schemas[name], 'things.yaml');

describe('SchemaDescriber', () => {
  it("describes a reference to a field inside a model where it is used, with the field's own type and constraints", () => {
    const projection = describer.describe(
      {
        type: 'object',
        properties: {
          id: { $ref: '#/components/schemas/Thing/properties/id' },
          size: { $ref: '#/components/schemas/Thing/properties/size', description: 'How big.' },
        },
      },
      { expand: true },
    );
    const [id, size] = projection.properties ?? [];
    expect(id?.schema.type).toEqual(['string']);
    expect(id?.schema.constraints).toEqual([{ label: 'min length', value: '3' }]);
    expect(size?.schema.type).toEqual(['integer']);
    expect(JSON.stringify(size?.schema.description)).toContain('How big.');
  });

  it('fails on a reference to nothing, naming the file and the reference', () => {
    expect(() => describer.describe({ $ref: '#/components/schemas/Thing/properties/colour' })).toThrow(
      'things.yaml: #/components/schemas/Thing/properties/colour names no schema',
    );
  });
});
