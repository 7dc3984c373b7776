import type { BlockContent, Code, Heading, List, ListItem, Paragraph, PhrasingContent, RootContent } from 'mdast';
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

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const heading = (depth: Heading['depth'], value: string): Heading => ({
  type: 'heading',
  depth,
  children: [text(value)],
});
const codeBlock = (lang: string | null, value: string): Code => ({ type: 'code', lang, value });

/** A list with no blank line between its items. */
const list = (items: ListItem[], ordered = false): List => ({
  type: 'list',
  ordered,
  start: ordered ? 1 : null,
  spread: false,
  children: items,
});

/** An item whose blocks, when it has several, are set apart by blank lines. */
const listItem = (children: BlockContent[]): ListItem => ({ type: 'listItem', spread: children.length > 1, children });

/** The text of rich nodes, as a code span shows it. */
const plain = (nodes: readonly RichNode[]): string =>
  nodes.map((node) => (typeof node === 'string' ? node : plain(node.children))).join('');

/** Rich nodes as phrasing content: strong, emphasis, code and links; a line break stays a line of the paragraph. */
function inline(nodes: readonly RichNode[]): PhrasingContent[] {
  return nodes.flatMap((node): PhrasingContent[] => {
    if (typeof node === 'string') return [text(node)];
    switch (node.tag) {
      case 'strong':
        return [{ type: 'strong', children: inline(node.children) }];
      case 'em':
        return [{ type: 'emphasis', children: inline(node.children) }];
      case 'code':
        return [code(plain(node.children))];
      case 'a':
        return [{ type: 'link', url: node.href ?? '', children: inline(node.children) }];
      case 'br':
        return [text('\n')];
      default:
        return inline(node.children);
    }
  });
}

/** Phrasing content without the white space at its ends; `undefined` when nothing is left. */
function trimmed(children: PhrasingContent[]): Paragraph | undefined {
  const nodes = children.map((node) => ({ ...node }));
  const first = nodes[0];
  if (first?.type === 'text') first.value = first.value.trimStart();
  const last = nodes.at(-1);
  if (last?.type === 'text') last.value = last.value.trimEnd();
  const kept = nodes.filter((node) => node.type !== 'text' || node.value !== '');
  return kept.length > 0 ? paragraph(...kept) : undefined;
}

/** A description's blocks: paragraphs, lists, quotes and code. */
function rich(nodes: readonly RichNode[] | undefined): BlockContent[] {
  return (nodes ?? []).flatMap((node): BlockContent[] => {
    if (typeof node === 'string') return node.trim() ? [paragraph(text(node.trim()))] : [];
    switch (node.tag) {
      case 'ul':
      case 'ol':
        return [
          list(
            node.children.map((item) => listItem([trimmed(inline([item])) ?? paragraph()])),
            node.tag === 'ol',
          ),
        ];
      case 'pre':
        return [codeBlock(null, plain(node.children))];
      case 'blockquote':
        // A quote for each of its blocks.
        return rich(node.children).map((block): BlockContent => ({ type: 'blockquote', children: [block] }));
      default: {
        const block = trimmed(inline([node]));
        return block ? [block] : [];
      }
    }
  });
}

const typeLabel = (parts: readonly TypePart[]) =>
  parts.map((part) => (typeof part === 'string' ? part : part.model)).join('');

/** A schema's description, constraints, examples, properties (nested) and alternatives. */
function schemaDetails(schema: SchemaView, example?: string): BlockContent[] {
  const examples = example === undefined ? (schema.examples ?? []) : [example];
  const constraints = (schema.constraints ?? []).flatMap((constraint, index) => [
    ...(index > 0 ? [text(' · ')] : []),
    text(constraint.label),
    ...(constraint.value === undefined ? [] : [text(' '), code(String(constraint.value))]),
  ]);
  return [
    ...rich(schema.description),
    ...(constraints.length > 0 ? [paragraph(...constraints)] : []),
    ...(examples.length > 0 ? [paragraph(text('Example: '), code(examples.join(', ')))] : []),
    ...(schema.properties ? [fieldList(schema.properties)] : []),
    ...(schema.variants ?? []).flatMap((variant) => [
      paragraph(text('One of: '), { type: 'strong', children: [text(variant.title)] }),
      ...schemaDetails(variant.schema),
    ]),
  ];
}

function field(name: string, required: boolean, schema: SchemaView, example?: string): ListItem {
  const head = paragraph(code(name), text(` ${typeLabel(schema.type)}${required ? ' required' : ''}`));
  return listItem([head, ...schemaDetails(schema, example)]);
}

const fieldList = (properties: readonly PropertyView[]): List =>
  list(properties.map((property) => field(property.name, property.required, property.schema)));

const parameterGroups = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Headers'],
  ['cookie', 'Cookies'],
] as const;

function operationTree(operation: OperationView): RootContent[] {
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
  const example = (title: string, json: string): RootContent[] => [
    paragraph(text(`Example: ${title}`)),
    codeBlock('json', json),
  ];
  return [
    heading(3, operation.summary),
    paragraph(code(`${operation.method} ${operation.path}`)),
    ...(operation.deprecated ? [paragraph(text('Deprecated.'))] : []),
    ...rich(operation.description),
    paragraph(text(security)),
    ...parameterGroups.flatMap(([location, title]) => {
      const group = operation.parameters.filter((parameter) => parameter.in === location);
      if (group.length === 0) return [];
      const items = group.map((parameter) =>
        field(
          parameter.name,
          parameter.required,
          { ...parameter.schema, description: parameter.description },
          parameter.example,
        ),
      );
      return [heading(4, title), list(items)];
    }),
    ...(body
      ? [
          heading(4, `Request body${body.required ? '' : ' (optional)'}`),
          ...rich(body.description),
          paragraph(code(body.contentType), text(` ${typeLabel(body.schema.type)}`)),
          ...schemaDetails(body.schema),
          ...body.examples.flatMap((bodyExample) => example(bodyExample.title, bodyExample.json)),
        ]
      : []),
    heading(4, 'Responses'),
    ...operation.responses.flatMap((response) => [
      heading(5, `${response.status} ${reasons[response.status] ?? ''}`.trimEnd()),
      ...rich(response.description),
      ...(response.schema
        ? [
            paragraph(code(response.contentType ?? ''), text(` ${typeLabel(response.schema.type)}`)),
            ...schemaDetails(response.schema),
          ]
        : []),
      ...(response.example ? example(response.example.title, response.example.json) : []),
    ]),
  ];
}

/**
 * The whole `/api` reference as a Markdown tree, for the page's `.md` twin: the same sections and headings as the
 * pre-rendered page (introduction, authentication, each tag's operations with parameters, request body and
 * responses, then the models), from the same build-time data. A tree, not Markdown text, which the twin would only
 * parse again (bench/NOTES.md).
 */
export function referenceMarkdown(
  reference: ApiReferenceData,
  downloads: { json: string; yaml: string },
): RootContent[] {
  const servers = reference.servers.flatMap((server) => [
    text(' · '),
    code(server.url),
    ...(server.description ? [text(` (${server.description})`)] : []),
  ]);
  return [
    heading(1, reference.title),
    paragraph(text(`Version ${reference.version}`), ...servers),
    ...(reference.summary ? [paragraph(text(reference.summary))] : []),
    ...rich(reference.description),
    paragraph(
      text('The description as '),
      { type: 'link', url: downloads.json, children: [text('OpenAPI JSON')] },
      text(' or '),
      { type: 'link', url: downloads.yaml, children: [text('YAML')] },
      text('.'),
    ),
    heading(2, 'Authentication'),
    list(
      reference.securitySchemes.map((scheme) =>
        listItem([paragraph(code(scheme.name), text(`: ${scheme.label}`)), ...rich(scheme.description)]),
      ),
    ),
    ...reference.tags.flatMap((tag) => [
      heading(2, tag.name),
      ...rich(tag.description),
      ...tag.operations.flatMap(operationTree),
    ]),
    heading(2, 'Models'),
    ...reference.models.flatMap((model) => [
      heading(3, model.name),
      paragraph(text(typeLabel(model.schema.type))),
      ...schemaDetails(model.schema),
    ]),
  ];
}
