import type {
  ApiReferenceData,
  OperationView,
  PropertyView,
  RichNode,
  SchemaView,
  TypePart,
} from '../../../shared/apiReference.ts';

/** HTTP reason phrases of the statuses the description uses, as the page shows them after the code. */
const reasons: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '415': 'Unsupported Media Type',
  '422': 'Unprocessable Content',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '503': 'Service Unavailable',
};

const inline = (nodes: readonly RichNode[]): string => nodes.map(richInline).join('');

function richInline(node: RichNode): string {
  if (typeof node === 'string') return node;
  const text = inline(node.children);
  switch (node.tag) {
    case 'strong':
      return `**${text}**`;
    case 'em':
      return `_${text}_`;
    case 'code':
      return `\`${text}\``;
    case 'a':
      return `[${text}](${node.href ?? ''})`;
    case 'br':
      return '\n';
    default:
      return text;
  }
}

/** A description's blocks as Markdown paragraphs, lists, quotes and code. */
function rich(nodes: readonly RichNode[] | undefined, indent = ''): string[] {
  return (nodes ?? []).flatMap((node): string[] => {
    if (typeof node === 'string') return node.trim() ? [`${indent}${node.trim()}`] : [];
    switch (node.tag) {
      case 'ul':
      case 'ol':
        return [
          node.children
            .map((item, index) => `${indent}${node.tag === 'ol' ? `${index + 1}.` : '-'} ${richInline(item).trim()}`)
            .join('\n'),
        ];
      case 'pre':
        return [`${indent}\`\`\`\n${inline(node.children)}\n${indent}\`\`\``];
      case 'blockquote':
        return rich(node.children).map((block) => `${indent}> ${block}`);
      default:
        return [`${indent}${richInline(node).trim()}`];
    }
  });
}

const typeLabel = (parts: readonly TypePart[]) =>
  parts.map((part) => (typeof part === 'string' ? part : part.model)).join('');

/** A schema's description, constraints, examples, properties (nested, indented) and alternatives. */
function schemaDetails(schema: SchemaView, indent = '', example?: string): string[] {
  const examples = example === undefined ? (schema.examples ?? []) : [example];
  return [
    ...rich(schema.description, indent),
    ...(schema.constraints
      ? [
          `${indent}${schema.constraints
            .map(
              (constraint) => `${constraint.label}${constraint.value === undefined ? '' : ` \`${constraint.value}\``}`,
            )
            .join(' · ')}`,
        ]
      : []),
    ...(examples.length > 0 ? [`${indent}Example: \`${examples.join(', ')}\``] : []),
    ...(schema.properties ? [fieldList(schema.properties, indent)] : []),
    ...(schema.variants ?? []).flatMap((variant) => [
      `${indent}One of: **${variant.title}**`,
      ...schemaDetails(variant.schema, indent),
    ]),
  ];
}

function field(name: string, required: boolean, schema: SchemaView, indent: string, example?: string): string {
  const head = `${indent}- \`${name}\` ${typeLabel(schema.type)}${required ? ' required' : ''}`;
  const details = schemaDetails(schema, `${indent}  `, example);
  return [head, ...details].join('\n\n');
}

const fieldList = (properties: readonly PropertyView[], indent: string) =>
  properties.map((property) => field(property.name, property.required, property.schema, indent)).join('\n');

const json = (value: string) => `\`\`\`json\n${value}\n\`\`\``;

const parameterGroups = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Headers'],
  ['cookie', 'Cookies'],
] as const;

function operationMarkdown(operation: OperationView): string[] {
  const body = operation.requestBody;
  const security =
    operation.security.length === 0
      ? 'No authentication.'
      : `Authentication: ${operation.security
          .map((requirement) =>
            requirement.schemes.length === 0
              ? 'none'
              : requirement.schemes.map((scheme) => `${scheme.name} — ${scheme.label}`).join(' and '),
          )
          .join(', or ')}`;
  return [
    `### ${operation.summary}`,
    `\`${operation.method} ${operation.path}\``,
    ...(operation.deprecated ? ['Deprecated.'] : []),
    ...rich(operation.description),
    security,
    ...parameterGroups.flatMap(([location, heading]) => {
      const group = operation.parameters.filter((parameter) => parameter.in === location);
      if (group.length === 0) return [];
      const items = group.map((parameter) =>
        field(
          parameter.name,
          parameter.required,
          { ...parameter.schema, description: parameter.description },
          '',
          parameter.example,
        ),
      );
      return [`#### ${heading}`, items.join('\n')];
    }),
    ...(body
      ? [
          `#### Request body${body.required ? '' : ' (optional)'}`,
          ...rich(body.description),
          `\`${body.contentType}\` ${typeLabel(body.schema.type)}`,
          ...schemaDetails(body.schema),
          ...body.examples.flatMap((example) => [`Example: ${example.title}`, json(example.json)]),
        ]
      : []),
    '#### Responses',
    ...operation.responses.flatMap((response) => [
      `##### ${response.status} ${reasons[response.status] ?? ''}`.trimEnd(),
      ...rich(response.description),
      ...(response.schema
        ? [`\`${response.contentType ?? ''}\` ${typeLabel(response.schema.type)}`, ...schemaDetails(response.schema)]
        : []),
      ...(response.example ? [`Example: ${response.example.title}`, json(response.example.json)] : []),
    ]),
  ];
}

/**
 * The whole `/api` reference as Markdown, for the page's `.md` twin: the same sections and headings as the
 * pre-rendered page (introduction, authentication, each tag's operations with parameters, request body and
 * responses, then the models), from the same build-time data.
 */
export function referenceMarkdown(reference: ApiReferenceData, downloads: { json: string; yaml: string }): string {
  const servers = reference.servers
    .map((server) => ` · \`${server.url}\`${server.description ? ` (${server.description})` : ''}`)
    .join('');
  return [
    `# ${reference.title}`,
    `Version ${reference.version}${servers}`,
    ...(reference.summary ? [reference.summary] : []),
    ...rich(reference.description),
    `The description as [OpenAPI JSON](${downloads.json}) or [YAML](${downloads.yaml}).`,
    '## Authentication',
    reference.securitySchemes
      .map((scheme) => [`- \`${scheme.name}\`: ${scheme.label}`, ...rich(scheme.description, '  ')].join('\n\n'))
      .join('\n'),
    ...reference.tags.flatMap((tag) => [
      `## ${tag.name}`,
      ...rich(tag.description),
      ...tag.operations.flatMap(operationMarkdown),
    ]),
    '## Models',
    ...reference.models.flatMap((model) => [
      `### ${model.name}`,
      typeLabel(model.schema.type),
      ...schemaDetails(model.schema),
    ]),
  ].join('\n\n');
}
