import fc, { type Arbitrary } from 'fast-check';

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
};

/** Values of a property that the caller wants drawn from its own pool too (sample data, say), by property name. */
export type Pools = Readonly<Record<string, Arbitrary<unknown>>>;

/**
 * A fast-check arbitrary of the values a (dereferenced) JSON schema accepts: the types, `enum`, `oneOf`/`anyOf`,
 * required and optional properties, `minLength`/`maxLength`, `pattern`, `minimum`/`maximum` (a missing bound is
 * stood in for by one 50 from the other, so pages stay small). A property named in `pools` is drawn from the schema
 * or from its pool.
 */
export function arbitraryOf(schema: Schema, pools: Pools = {}): Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) return fc.oneof(...branches.map((branch) => arbitraryOf(branch, pools)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: schema.maxLength ?? Math.max(12, schema.minLength ?? 0),
      });
    case 'integer': {
      const min = schema.minimum ?? (schema.maximum ?? 50) - 50;
      return fc.integer({ min, max: schema.maximum ?? min + 50 });
    }
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, pools), { maxLength: 3 });
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => {
          const own = arbitraryOf(property, pools);
          const pool = pools[name];
          return [name, pool ? fc.oneof(own, pool) : own];
        }),
      );
      return fc.record(properties, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue();
  }
}
