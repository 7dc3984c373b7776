import type { OpenAPIV3_1 } from 'openapi-types';

/** A request parameter the sample server reads: path and query parameters are routed and validated. */
export interface DescribedParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
}

/**
 * One operation of the API description, as the sample server needs it: plain data (it is also written into the
 * in-browser sandbox's generated module), with every `$ref` to a parameter, response or example resolved.
 */
export interface DescribedOperation {
  operationId: string;
  /** Upper case: `GET`, `POST`. */
  method: string;
  /** The path template, `/companies/{businessId}`. */
  path: string;
  parameters: DescribedParameter[];
  /** The media types its request body may have; none when it takes no body. */
  bodyMediaTypes: string[];
  bodyRequired: boolean;
  /** Every status it lists, with the first documented example body of that status (`null` when none). */
  responses: Record<string, unknown>;
  /** Whether it needs a bearer key (`apiKeyAuth`), by its own `security` or the description's. */
  secured: boolean;
}

/** The object a local `$ref` (`#/components/…`) points at, followed until it is not a reference. */
function resolveRef<T>(document: OpenAPIV3_1.Document, value: T | OpenAPIV3_1.ReferenceObject): T {
  let current: unknown = value;
  for (let hops = 0; hops < 20; hops++) {
    const ref = (current as { $ref?: unknown } | undefined)?.$ref;
    if (typeof ref !== 'string') return current as T;
    if (!ref.startsWith('#/')) throw new Error(`only local references are supported, not "${ref}"`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
    if (current === undefined) throw new Error(`the reference "${ref}" points at nothing`);
  }
  throw new Error('a chain of references does not end');
}

/** An operation of the description with its parameters (the path item's and its own) and request body resolved. */
export interface OperationEntry {
  path: string;
  method: (typeof methods)[number];
  operationId: string;
  operation: OpenAPIV3_1.OperationObject;
  parameters: OpenAPIV3_1.ParameterObject[];
  body?: OpenAPIV3_1.RequestBodyObject;
}

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Every operation with an `operationId`, in the order the description lists them. */
export function operationEntries(document: OpenAPIV3_1.Document): OperationEntry[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item = {}]) =>
    methods.flatMap((method) => {
      const operation = item[method];
      if (!operation?.operationId) return [];
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((parameter) =>
        resolveRef<OpenAPIV3_1.ParameterObject>(document, parameter),
      );
      const body = operation.requestBody
        ? resolveRef<OpenAPIV3_1.RequestBodyObject>(document, operation.requestBody)
        : undefined;
      return [{ path, method, operationId: operation.operationId, operation, parameters, ...(body ? { body } : {}) }];
    }),
  );
}

function firstExample(document: OpenAPIV3_1.Document, response: OpenAPIV3_1.ResponseObject): unknown {
  const media = response.content?.['application/json'];
  const [example] = Object.values(media?.examples ?? {});
  if (example) return resolveRef<OpenAPIV3_1.ExampleObject>(document, example).value ?? null;
  return media?.example ?? null;
}

/** Every operation of the description, in the order it lists them. */
export function describeOperations(document: OpenAPIV3_1.Document): DescribedOperation[] {
  const secured = (operation: OpenAPIV3_1.OperationObject) =>
    (operation.security ?? document.security ?? []).some((requirement) => 'apiKeyAuth' in requirement);
  return operationEntries(document).map(({ path, method, operationId, operation, parameters, body }) => ({
    operationId,
    method: method.toUpperCase(),
    path,
    parameters: parameters
      .filter((parameter): parameter is OpenAPIV3_1.ParameterObject & { in: 'path' | 'query' } =>
        ['path', 'query'].includes(parameter.in),
      )
      .map(({ name, in: location, required }) => ({ name, in: location, required: required === true })),
    bodyMediaTypes: Object.keys(body?.content ?? {}),
    bodyRequired: body?.required === true,
    responses: Object.fromEntries(
      Object.entries(operation.responses ?? {}).map(([status, response]) => [
        status,
        firstExample(document, resolveRef<OpenAPIV3_1.ResponseObject>(document, response)),
      ]),
    ),
    secured: secured(operation),
  }));
}
