import type { OpenAPIV3_1 } from 'openapi-types';
import { scalarIds } from '../../shared/apiAnchors.ts';
import type {
  ApiReferenceData,
  ExampleView,
  OperationView,
  ParameterView,
  RequestBodyView,
  ResponseView,
  SecurityRequirementView,
  SecuritySchemeView,
  TagView,
} from '../../shared/apiReference.ts';
import { type JsonSchema, SchemaDescriber, showValue } from './describeSchema.ts';
import { parseRichText } from './richText.ts';

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;
type Parameter = OpenAPIV3_1.ParameterObject;
type MediaType = OpenAPIV3_1.MediaTypeObject;
type Referable<T> = T | OpenAPIV3_1.ReferenceObject;

/** Follows local `$ref`s (`#/components/…`) of parameters, responses, request bodies and examples. */
function resolver(document: Document) {
  return function resolve<T extends object>(value: Referable<T>): T {
    let current: unknown = value;
    for (let hops = 0; current && typeof current === 'object' && '$ref' in current; hops++) {
      const ref = String(current.$ref);
      if (!ref.startsWith('#/') || hops > 20) throw new Error(`unsupported or circular $ref: ${ref}`);
      current = ref
        .slice(2)
        .split('/')
        .map((segment) => decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
      if (current === undefined) throw new Error(`$ref names nothing: ${ref}`);
    }
    return current as T;
  };
}

function schemeLabel(scheme: OpenAPIV3_1.SecuritySchemeObject): string {
  switch (scheme.type) {
    case 'http':
      return `HTTP ${scheme.scheme}${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`;
    case 'apiKey':
      return `API key in the ${scheme.in} ${scheme.name}`;
    case 'oauth2':
      return 'OAuth 2';
    case 'openIdConnect':
      return 'OpenID Connect';
    default:
      // OpenAPI 3.1's mutualTLS, which openapi-types does not list.
      return String((scheme as { type: string }).type);
  }
}

const asJson = (value: unknown): string => JSON.stringify(value, null, 2);

/**
 * The `/api` reference, from the validated description as written: every tag with its operations (parameters,
 * request body, each response with its schema and first example, security), every model of `components.schemas`,
 * and Scalar's element id for each, so anchors work the same with or without Scalar. `where` names the description
 * in errors.
 */
export function buildReference(document: Document, where: string): ApiReferenceData {
  const resolve = resolver(document);
  const schemas = (document.components?.schemas ?? {}) as Record<string, JsonSchema>;
  const describer = new SchemaDescriber((name) => schemas[name], where);
  const text = (markdown: string | undefined) => parseRichText(markdown, where);
  const securitySchemes = Object.fromEntries(
    Object.entries(document.components?.securitySchemes ?? {}).map(([name, scheme]) => [name, resolve(scheme)]),
  );

  const examplesOf = (media: MediaType): ExampleView[] => {
    if (media.examples) {
      return Object.entries(media.examples).map(([key, example]) => {
        const resolved = resolve(example);
        return { title: resolved.summary ?? key, json: asJson(resolved.value) };
      });
    }
    return media.example === undefined ? [] : [{ title: 'Example', json: asJson(media.example) }];
  };

  const firstContent = (content: Record<string, MediaType> | undefined) => {
    const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
    return contentType && media ? { contentType, media } : undefined;
  };

  const securityOf = (operation: Operation): SecurityRequirementView[] =>
    (operation.security ?? document.security ?? []).map((requirement) => ({
      schemes: Object.keys(requirement).map((name) => {
        const scheme = securitySchemes[name];
        if (!scheme) throw new Error(`${where}: security requirement names no scheme: ${name}`);
        return { name, label: schemeLabel(scheme) };
      }),
    }));

  const parametersOf = (id: string, shared: Parameter[], own: Parameter[]): ParameterView[] => {
    const byKey = new Map<string, Parameter>();
    for (const parameter of [...shared, ...own]) byKey.set(`${parameter.in} ${parameter.name}`, parameter);
    return [...byKey.values()].map((parameter) => {
      const firstExample = Object.values(parameter.examples ?? {})[0];
      const example =
        parameter.example ?? (firstExample ? resolve<OpenAPIV3_1.ExampleObject>(firstExample).value : undefined);
      return {
        id: scalarIds.parameter(id, parameter.in, parameter.name),
        name: parameter.name,
        in: parameter.in,
        required: parameter.required ?? false,
        description: text(parameter.description),
        schema: describer.describe((parameter.schema ?? {}) as JsonSchema),
        ...(example === undefined ? {} : { example: showValue(example) }),
      };
    });
  };

  const requestBodyOf = (id: string, operation: Operation): RequestBodyView | undefined => {
    if (!operation.requestBody) return undefined;
    const body = resolve(operation.requestBody);
    const content = firstContent(body.content);
    if (!content) return undefined;
    return {
      required: body.required ?? false,
      description: text(body.description),
      contentType: content.contentType,
      schema: describer.describe((content.media.schema ?? {}) as JsonSchema, {
        expand: true,
        propertyIds: (name) => scalarIds.bodyProperty(id, name),
      }),
      examples: examplesOf(content.media),
    };
  };

  const responsesOf = (id: string, operation: Operation): ResponseView[] =>
    Object.entries(operation.responses ?? {}).map(([status, referable]) => {
      const response = resolve(referable);
      const content = firstContent(response.content);
      const example = content ? examplesOf(content.media)[0] : undefined;
      return {
        id: scalarIds.response(id, status),
        status,
        description: text(response.description),
        ...(content
          ? {
              contentType: content.contentType,
              // A success body's fields are listed; an error's model is linked (errors share one or two models).
              schema: describer.describe((content.media.schema ?? {}) as JsonSchema, {
                expand: status.startsWith('2'),
              }),
            }
          : {}),
        ...(example ? { example } : {}),
      };
    });

  const declaredTags = (document.tags ?? []).map((tag) => tag.name);
  const tags = new Map<string | undefined, TagView>(
    (document.tags ?? []).map((tag) => [
      tag.name,
      { id: scalarIds.tag(tag.name), name: tag.name, description: text(tag.description), operations: [] },
    ]),
  );
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    if (!pathItem) continue;
    const shared = (pathItem.parameters ?? []).map((parameter) => resolve<Parameter>(parameter));
    for (const method of httpMethods) {
      const operation = pathItem[method];
      if (!operation) continue;
      const own = (operation.parameters ?? []).map((parameter) => resolve<Parameter>(parameter));
      // Scalar lists an operation under each of its tags, with an id per tag.
      for (const tagName of operation.tags?.length ? operation.tags : [undefined]) {
        const id = scalarIds.operation(tagName, method, path);
        const view: OperationView = {
          id,
          method: method.toUpperCase(),
          path,
          operationId: operation.operationId ?? `${method} ${path}`,
          summary: operation.summary ?? `${method.toUpperCase()} ${path}`,
          description: text(operation.description),
          deprecated: operation.deprecated ?? false,
          security: securityOf(operation),
          parameters: parametersOf(id, shared, own),
          responses: responsesOf(id, operation),
        };
        const requestBody = requestBodyOf(id, operation);
        if (requestBody) view.requestBody = requestBody;
        if (!tags.has(tagName)) {
          tags.set(tagName, {
            ...(tagName === undefined ? {} : { id: scalarIds.tag(tagName) }),
            name: tagName ?? 'Other operations',
            description: [],
            operations: [],
          });
        }
        tags.get(tagName)?.operations.push(view);
      }
    }
  }

  const schemeViews: SecuritySchemeView[] = Object.entries(securitySchemes).map(([name, scheme]) => ({
    name,
    label: schemeLabel(scheme),
    description: text(scheme.description),
  }));

  return {
    introductionId: scalarIds.introduction,
    title: document.info.title,
    version: document.info.version,
    summary: document.info.summary ?? '',
    description: text(document.info.description),
    servers: (document.servers ?? []).map((server) => ({ url: server.url, description: server.description ?? '' })),
    securitySchemes: schemeViews,
    // Declared tags first, in their order; then undeclared ones as met; untagged operations last.
    tags: [...tags.values()]
      .filter((tag) => tag.operations.length > 0)
      .sort((a, b) => rank(a, declaredTags) - rank(b, declaredTags)),
    modelsId: scalarIds.models,
    models: Object.entries(schemas).map(([name, schema]) => ({
      id: scalarIds.model(name),
      name,
      schema: describer.describe(schema, { expand: true }),
    })),
  };
}

function rank(tag: TagView, declared: string[]): number {
  if (tag.id === undefined) return Number.MAX_SAFE_INTEGER;
  const index = declared.indexOf(tag.name);
  return index === -1 ? declared.length : index;
}
