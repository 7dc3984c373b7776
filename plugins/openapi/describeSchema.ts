import { scalarIds } from '../../shared/apiAnchors.ts';
import type { ConstraintView, PropertyView, SchemaView, TypePart, VariantView } from '../../shared/apiReference.ts';
import { parseRichText } from './richText.ts';

/** The JSON Schema keywords (OpenAPI 3.1) the reference shows. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  example?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
}

/** Looks a schema up by name in `components.schemas`. */
export type SchemaLookup = (name: string) => JsonSchema | undefined;

const schemaRefPrefix = '#/components/schemas/';

/** A value as the reference prints it: strings as they are, anything else as JSON. */
export const showValue = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** `#/components/schemas/Company/properties/id` → the model `Company` and the path `properties`, `id` inside it. */
function splitReference(ref: string): { model: string; path: string[] } {
  if (!ref.startsWith(schemaRefPrefix)) throw new Error(`only references to ${schemaRefPrefix}… are supported: ${ref}`);
  const [model = '', ...path] = ref
    .slice(schemaRefPrefix.length)
    .split('/')
    .map((segment) => decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~'));
  return { model, path };
}

const modelName = (ref: string): string => splitReference(ref).model;

/** The schema a reference names: a model, or a schema inside one (`…/Company/properties/id`). */
function resolveReference(ref: string, lookup: SchemaLookup): JsonSchema | undefined {
  const { model, path } = splitReference(ref);
  let target: unknown = lookup(model);
  for (const segment of path) {
    target = typeof target === 'object' && target !== null ? (target as Record<string, unknown>)[segment] : undefined;
  }
  return target as JsonSchema | undefined;
}

function constraintsOf(schema: JsonSchema): ConstraintView[] {
  const constraints: ConstraintView[] = [];
  const add = (label: string, value: unknown) => {
    if (value !== undefined) constraints.push({ label, value: showValue(value) });
  };
  const flag = (label: string, set: boolean | undefined) => {
    if (set) constraints.push({ label });
  };
  add('format', schema.format);
  add('min length', schema.minLength);
  add('max length', schema.maxLength);
  add('pattern', schema.pattern);
  add('minimum', schema.minimum);
  add('maximum', schema.maximum);
  add('greater than', schema.exclusiveMinimum);
  add('less than', schema.exclusiveMaximum);
  add('min items', schema.minItems);
  add('max items', schema.maxItems);
  flag('unique items', schema.uniqueItems);
  add('min properties', schema.minProperties);
  add('max properties', schema.maxProperties);
  flag('no other properties', schema.additionalProperties === false);
  add('one of', schema.enum?.map(showValue).join(', '));
  add('constant', schema.const);
  add('default', schema.default);
  flag('read-only', schema.readOnly);
  flag('write-only', schema.writeOnly);
  flag('deprecated', schema.deprecated);
  return constraints;
}

function examplesOf(schema: JsonSchema): string[] {
  const values = schema.examples ?? (schema.example === undefined ? [] : [schema.example]);
  return values.map(showValue);
}

const isObjectSchema = (schema: JsonSchema) =>
  schema.type === 'object' || schema.properties !== undefined || schema.allOf !== undefined;

/**
 * Describes schemas for the reference. A schema that references a model shows the model's name, linked to its
 * section; its properties are listed only where `expand` asks (the top of a model, a request or a response body),
 * so each model's fields are written out in one place and linked from everywhere else. Inline objects, which have no
 * section of their own, are always listed.
 */
export class SchemaDescriber {
  private readonly lookup: SchemaLookup;
  private readonly where: string;

  constructor(lookup: SchemaLookup, where: string) {
    this.lookup = lookup;
    this.where = where;
  }

  describe(schema: JsonSchema, { expand = false, propertyIds }: DescribeOptions = {}): SchemaView {
    if (schema.$ref !== undefined) return this.describeReference(schema, expand, propertyIds);
    const alternatives = schema.oneOf ?? schema.anyOf;
    const itemsInline = schema.items && schema.items.$ref === undefined && isObjectSchema(schema.items);
    return withoutEmptyLists({
      type: this.typeOf(schema),
      description: parseRichText(schema.description, this.where),
      constraints: constraintsOf(schema),
      examples: examplesOf(schema),
      properties: schema.allOf
        ? this.mergedProperties(schema.allOf, propertyIds)
        : schema.properties
          ? this.propertiesOf(schema, propertyIds)
          : itemsInline && schema.items
            ? this.describe(schema.items).properties
            : [],
      variants: alternatives ? this.variantsOf(alternatives) : [],
    });
  }

  private describeReference(schema: JsonSchema, expand: boolean, propertyIds?: (name: string) => string): SchemaView {
    const ref = schema.$ref ?? '';
    if (splitReference(ref).path.length > 0) {
      // A schema inside a model (a projection reusing a field's schema): described where it is used.
      const inner = resolveReference(ref, this.lookup);
      if (!inner) throw new Error(`${this.where}: ${ref} names no schema`);
      return this.describe({ ...inner, ...(schema.description ? { description: schema.description } : {}) });
    }
    const name = modelName(ref);
    const target = this.lookup(name);
    if (!target) throw new Error(`${this.where}: ${schema.$ref} names no schema`);
    const link: TypePart = { model: name, id: scalarIds.model(name) };
    const own = parseRichText(schema.description, this.where);
    if (!isObjectSchema(target) && !target.oneOf && !target.anyOf) {
      // A named scalar (a business ID, an enum): its name, and what it is with its constraints.
      const inner = this.describe(target);
      return withoutEmptyLists({
        ...inner,
        type: [link, ' (', ...inner.type, ')'],
        description: own.length > 0 ? own : inner.description,
      });
    }
    const inner = expand ? this.describe(target, { propertyIds }) : undefined;
    return withoutEmptyLists({
      type: [link],
      description: own.length > 0 ? own : parseRichText(target.description, this.where),
      constraints: constraintsOf(schema),
      examples: examplesOf(schema),
      properties: inner?.properties,
      variants: inner?.variants,
    });
  }

  private typeOf(schema: JsonSchema): TypePart[] {
    if (schema.$ref !== undefined) {
      const name = modelName(schema.$ref);
      return [{ model: name, id: scalarIds.model(name) }];
    }
    const alternatives = schema.oneOf ?? schema.anyOf;
    if (alternatives) {
      return alternatives.flatMap((alternative, index) => [...(index > 0 ? [' | '] : []), ...this.typeOf(alternative)]);
    }
    if (schema.allOf) return [schema.title ?? 'object'];
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    if (types.length === 0) return [schema.title ?? (schema.properties ? 'object' : 'any')];
    return types.flatMap((type, index) => {
      const separator = index > 0 ? [' | '] : [];
      if (type === 'array') return [...separator, 'array of ', ...(schema.items ? this.typeOf(schema.items) : ['any'])];
      if (type === 'object' && schema.title) return [...separator, schema.title];
      return [...separator, type];
    });
  }

  private propertiesOf(schema: JsonSchema, propertyIds?: (name: string) => string): PropertyView[] {
    const required = new Set(schema.required ?? []);
    return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
      name,
      required: required.has(name),
      ...(propertyIds ? { id: propertyIds(name) } : {}),
      schema: this.describe(property),
    }));
  }

  private variantsOf(alternatives: JsonSchema[]): VariantView[] {
    return alternatives
      .filter((alternative) => alternative.$ref === undefined && isObjectSchema(alternative))
      .map((alternative, index) => ({
        title: alternative.title ?? `Option ${index + 1}`,
        schema: this.describe(alternative),
      }));
  }

  /** `allOf`: the properties of every part, in order; a later part's property of the same name wins. */
  private mergedProperties(parts: JsonSchema[], propertyIds?: (name: string) => string): PropertyView[] {
    const properties = new Map<string, PropertyView>();
    for (const part of parts) {
      const resolved = part.$ref === undefined ? part : resolveReference(part.$ref, this.lookup);
      if (!resolved) throw new Error(`${this.where}: ${part.$ref} names no schema`);
      for (const property of this.describe(resolved, { propertyIds }).properties ?? []) {
        properties.set(property.name, property);
      }
    }
    return [...properties.values()];
  }
}

/** The view with its empty lists left out. */
function withoutEmptyLists(
  view: {
    [Key in keyof SchemaView]: SchemaView[Key] | undefined;
  },
): SchemaView {
  return Object.fromEntries(
    Object.entries(view).filter(
      ([key, value]) => key === 'type' || (value !== undefined && !(Array.isArray(value) && value.length === 0)),
    ),
  ) as unknown as SchemaView;
}

export interface DescribeOptions {
  /** List the properties of a referenced model (the top of a body or a model section). */
  expand?: boolean;
  /** Scalar's element id for each top-level property, where Scalar gives one. */
  propertyIds?: (name: string) => string;
}
