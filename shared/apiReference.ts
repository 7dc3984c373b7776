/**
 * What `/api`'s pre-rendered reference shows, computed once at build time from the validated description
 * (`buildReference`) and handed to the page through the virtual module `virtual-openapi-reference`. Plain JSON: no
 * `$ref` left to resolve, no Markdown left to parse.
 */

/** Markdown of a description, parsed at build time into the few elements the reference renders. */
export type RichNode = string | RichElement;

export type RichTag = 'p' | 'ul' | 'ol' | 'li' | 'strong' | 'em' | 'code' | 'pre' | 'a' | 'blockquote' | 'br';

export interface RichElement {
  tag: RichTag;
  /** Links only. */
  href?: string;
  children: RichNode[];
}

/** A piece of a type label: text, or the name of a model that links to its section. */
export type TypePart = string | { model: string; id: string };

/** A JSON Schema as the reference describes it. Lists that would be empty are left out, to keep the page's data small. */
export interface SchemaView {
  /** `string`, `integer`, `array of Company`, `string | null`, … */
  type: TypePart[];
  description?: RichNode[];
  /** `format` `date`, `min length` `2`, `default` `10`, `pattern` `^…$`, `one of` `a, b`, `read-only`, … */
  constraints?: ConstraintView[];
  /** Example values the schema gives, as JSON. */
  examples?: string[];
  /** An object's properties, in the order the description lists them. */
  properties?: PropertyView[];
  /** The alternatives of a `oneOf`/`anyOf` that are objects of their own (the others are in `type`). */
  variants?: VariantView[];
}

export interface ConstraintView {
  label: string;
  /** The keyword's value as written (absent for flags such as `read-only`). */
  value?: string;
}

export interface PropertyView {
  name: string;
  required: boolean;
  /** Scalar's element id for the property, where Scalar gives it one (request bodies). */
  id?: string;
  schema: SchemaView;
}

export interface VariantView {
  title: string;
  schema: SchemaView;
}

export interface ExampleView {
  /** The example's summary, or its key when it has none. */
  title: string;
  /** The value as indented JSON. */
  json: string;
}

export interface ParameterView {
  /** Scalar's element id: `{operation id}.{in}.{name}`. */
  id: string;
  name: string;
  in: string;
  required: boolean;
  description: RichNode[];
  schema: SchemaView;
  example?: string;
}

export interface RequestBodyView {
  required: boolean;
  description: RichNode[];
  contentType: string;
  schema: SchemaView;
  examples: ExampleView[];
}

export interface ResponseView {
  /** Scalar's element id: `{operation id}.responses.{status}`. */
  id: string;
  status: string;
  description: RichNode[];
  contentType?: string;
  schema?: SchemaView;
  /** The first example of the response. */
  example?: ExampleView;
}

/** One security requirement: every scheme in it applies together. */
export interface SecurityRequirementView {
  schemes: { name: string; label: string }[];
}

export interface OperationView {
  /** Scalar's element id, also the anchor: `{slug}/tag/{tag}/{METHOD}{path}`. */
  id: string;
  method: string;
  path: string;
  operationId: string;
  summary: string;
  description: RichNode[];
  deprecated: boolean;
  /** Any one of these grants access; empty when the operation needs none. */
  security: SecurityRequirementView[];
  parameters: ParameterView[];
  requestBody?: RequestBodyView;
  responses: ResponseView[];
}

export interface TagView {
  /** Scalar's element id: `{slug}/tag/{tag}`; absent for the operations that have no tag. */
  id?: string;
  name: string;
  description: RichNode[];
  operations: OperationView[];
}

export interface SecuritySchemeView {
  name: string;
  /** `HTTP bearer (JWT)`, `API key in header X-Key`, … */
  label: string;
  description: RichNode[];
}

export interface ModelView {
  /** Scalar's element id: `{slug}/models/{Name}`. */
  id: string;
  name: string;
  schema: SchemaView;
}

export interface ServerView {
  url: string;
  description: string;
}

export interface ApiReferenceData {
  /** Scalar's element id for the introduction. */
  introductionId: string;
  title: string;
  version: string;
  summary: string;
  description: RichNode[];
  servers: ServerView[];
  securitySchemes: SecuritySchemeView[];
  tags: TagView[];
  /** Scalar's element id for the models section. */
  modelsId: string;
  models: ModelView[];
}
