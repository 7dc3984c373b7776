/**
 * What changed between two descriptions, in a reader's words: `redocly diff`'s changes (by pointer, through `$ref`s)
 * named by operation and by what they touch (a query parameter, a field of a response), documentation-only edits
 * left out.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import { type RedoclyChange, redoclyDiff } from './redoclyDiff.ts';

/** One change to the API, as the changelog lists it and the compatibility check reports it. */
export interface ApiChange {
  kind: 'added' | 'removed' | 'changed' | 'deprecated';
  /** Breaks a client written against the older description. */
  breaking: boolean;
  /** Why it breaks a client, in Redocly's words, when it does. */
  breakingReasons: string[];
  /** `GET /companies/search`, or `All operations` for the description-wide security. */
  operation: string;
  /** What it touches, in words: "query parameter `limit`", "field `count` of response 200". */
  subject: string;
  /** The whole change in one sentence of Markdown. */
  text: string;
  /** Where it is, through `$ref`s, as a JSON pointer: `#/paths/~1items/get/parameters/1`. */
  pointer: string;
  /** The file and line that hold it: the newer description, or the older one for a removal. */
  file: string;
  line: number | undefined;
}

const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
/** Properties whose edits change the documentation only. */
const documentation = new Set([
  'description',
  'summary',
  'example',
  'examples',
  'title',
  'externalDocs',
  'tags',
  '$comment',
]);
const schemaCombinators = new Set(['allOf', 'oneOf', 'anyOf']);

const decode = (segment: string) => segment.replaceAll('~1', '/').replaceAll('~0', '~');
const segmentsOf = (pointer: string) => pointer.replace(/^#\/?/, '').split('/').filter(Boolean).map(decode);
const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

/** The node at `segments` of `document`, following local `$ref`s on the way, as `redocly diff`'s paths do. */
function nodeAt(document: unknown, segments: readonly string[]): unknown {
  let node = document;
  const follow = () => {
    for (let hops = 0; hops < 20; hops++) {
      const ref = (node as { $ref?: unknown } | null)?.$ref;
      if (typeof ref !== 'string' || !ref.startsWith('#/')) return;
      node = nodeAt(document, segmentsOf(ref));
    }
  };
  for (const segment of segments) {
    follow();
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  follow();
  return node;
}

/** A schema path as a field name: `properties/address/properties/street` → `address.street`, arrays as `[]`. */
function fieldName(schemaSegments: readonly string[]): string {
  let name = '';
  for (let index = 0; index < schemaSegments.length; index++) {
    const segment = schemaSegments[index] as string;
    if (segment === 'properties' && index + 1 < schemaSegments.length) {
      name += `${name ? '.' : ''}${schemaSegments[++index]}`;
    } else if (segment === 'items') name += '[]';
    else if (schemaCombinators.has(segment)) index++;
  }
  return name;
}

interface Located {
  operation: string;
  subject: string;
  /** The schema segments after the subject, when the change is inside a schema. */
  schema: string[] | null;
}

/** The operation and the part of it that `segments` (a change's path) points at; null outside operations. */
function locate(segments: readonly string[], documents: readonly unknown[]): Located | null {
  if (segments[0] === 'security') return { operation: 'All operations', subject: 'security requirement', schema: null };
  if (segments[0] !== 'paths' || segments.length < 2) return null;
  const route = segments[1] as string;
  const method = segments[2];
  if (method === undefined || !methods.has(method)) {
    return segments.length === 2 ? { operation: route, subject: 'path', schema: null } : null;
  }
  const operation = `${method.toUpperCase()} ${route}`;
  const rest = segments.slice(3);
  const [part, ...inner] = rest;
  if (part === undefined) return { operation, subject: 'operation', schema: null };
  if (part === 'parameters' && inner[0] !== undefined) {
    const parameter = documents
      .map((document) => nodeAt(document, segments.slice(0, 5)) as { name?: string; in?: string } | undefined)
      .find((found) => found?.name);
    const subject = parameter ? `${parameter.in} parameter \`${parameter.name}\`` : `parameter ${inner[0]}`;
    return { operation, subject, schema: inner[1] === 'schema' ? inner.slice(2) : null };
  }
  if (part === 'requestBody') {
    // requestBody/content/<media type>/schema/…
    if (inner[2] === 'schema' && inner.length > 3) {
      const field = fieldName(inner.slice(3));
      return { operation, subject: field ? `request field \`${field}\`` : 'request body', schema: inner.slice(3) };
    }
    return { operation, subject: 'request body', schema: inner[2] === 'schema' ? [] : null };
  }
  if (part === 'responses' && inner[0] !== undefined) {
    const response = `response ${inner[0]}`;
    if (inner[1] === 'headers' && inner[2])
      return { operation, subject: `header \`${inner[2]}\` of ${response}`, schema: null };
    if (inner[1] === 'content' && inner[3] === 'schema') {
      const field = fieldName(inner.slice(4));
      return {
        operation,
        subject: field ? `field \`${field}\` of ${response}` : `body of ${response}`,
        schema: inner.slice(4),
      };
    }
    return { operation, subject: response, schema: null };
  }
  if (part === 'security') return { operation, subject: 'security requirement', schema: null };
  return { operation, subject: part, schema: null };
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The sentence for a property's change, and whether it is a deprecation. */
function describeModification(change: RedoclyChange, subject: string): { kind: ApiChange['kind']; text: string } {
  const property = change.property ?? 'value';
  const before = change.base?.value;
  const after = change.revision?.value;
  if (property === 'deprecated') {
    return after === true
      ? { kind: 'deprecated', text: `Deprecated ${subject}.` }
      : { kind: 'changed', text: `${capitalized(subject)} is no longer deprecated.` };
  }
  if (property === 'key') return { kind: 'changed', text: `Renamed ${subject} ${code(before)} to ${code(after)}.` };
  if (property === 'name' && typeof before === 'string' && typeof after === 'string') {
    const renamed = subject.replace(code(after), code(before));
    return { kind: 'changed', text: `Renamed ${renamed} to ${code(after)}.` };
  }
  if (property === 'enum' && Array.isArray(before) && Array.isArray(after)) {
    const added = after.filter((value) => !before.includes(value)).map(code);
    const removed = before.filter((value) => !after.includes(value)).map(code);
    const parts = [
      added.length ? `gained ${added.join(', ')}` : '',
      removed.length ? `lost ${removed.join(', ')}` : '',
    ];
    return {
      kind: 'changed',
      text: `Values of ${subject} ${parts.filter(Boolean).join(' and ') || 'were reordered'}.`,
    };
  }
  if (property === 'required' && Array.isArray(after)) {
    const now = after.filter((name) => !(Array.isArray(before) && before.includes(name))).map(code);
    const no = (Array.isArray(before) ? before : []).filter((name) => !after.includes(name)).map(code);
    const parts = [
      now.length ? `${now.join(', ')} now required` : '',
      no.length ? `${no.join(', ')} now optional` : '',
    ];
    return { kind: 'changed', text: `In ${subject}: ${parts.filter(Boolean).join('; ')}.` };
  }
  if (before === undefined) return { kind: 'changed', text: `\`${property}\` of ${subject} set to ${code(after)}.` };
  if (after === undefined)
    return { kind: 'changed', text: `\`${property}\` of ${subject} removed (was ${code(before)}).` };
  return { kind: 'changed', text: `\`${property}\` of ${subject} changed from ${code(before)} to ${code(after)}.` };
}

/** A description file, parsed once: its YAML nodes with their lines, and its value. */
interface YamlSource {
  file: string;
  lines: LineCounter;
  root: unknown;
  value: unknown;
}

function readYaml(file: string): YamlSource {
  const lines = new LineCounter();
  const document = parseDocument(readFileSync(file, 'utf8'), { lineCounter: lines });
  return { file, lines, root: document.contents, value: document.toJS() };
}

/** `redocly diff`'s changes from the `older` description to the `newer` one, in a reader's words. */
function describeChanges(changes: readonly RedoclyChange[], older: YamlSource, newer: YamlSource): ApiChange[] {
  const documents = [older.value, newer.value] as const;
  const sourceOf = (file: string) => [older, newer].find((source) => source.file === file);
  return changes.flatMap((change): ApiChange[] => {
    const breakingReasons = change.verdicts
      .filter((verdict) => verdict.impact === 'major')
      .map((verdict) => verdict.message);
    const property = change.property;
    const documentationOnly =
      (property !== undefined && (documentation.has(property) || property.startsWith('x-'))) ||
      segmentsOf(change.path).some((segment) => documentation.has(segment) || segment.startsWith('x-'));
    if (documentationOnly && breakingReasons.length === 0) return [];
    // A removed node is found in the older description, any other in the newer one first.
    const where = locate(segmentsOf(change.path), change.kind === 'removed' ? documents : [documents[1], documents[0]]);
    if (!where) return [];
    const at = change.kind === 'removed' ? change.base : (change.revision ?? change.base);
    const source = at && sourceOf(at.file);
    const common = {
      breaking: breakingReasons.length > 0,
      breakingReasons,
      operation: where.operation,
      subject: where.subject,
      pointer: change.path,
      file: at?.file ?? '',
      line: (source && at && keyLine(source, at.pointer)) ?? at?.line,
    };
    if (change.kind === 'modified') return [{ ...common, ...describeModification(change, where.subject) }];
    const required = change.kind === 'added' && (change.revision?.value as { required?: unknown })?.required === true;
    const verb = change.kind === 'added' ? 'Added' : 'Removed';
    return [{ ...common, kind: change.kind, text: `${verb} ${where.subject}${required ? ' (required)' : ''}.` }];
  });
}

/**
 * The line of the node at a JSON `pointer` of a YAML file: of its key, where `redocly diff` gives the first line of
 * its value (the `description:` under `"404":`), so a maintainer lands on the name of what changed.
 */
function keyLine(source: YamlSource, pointer: string): number | undefined {
  let node = source.root as Node | null | undefined;
  let offset: number | undefined;
  for (const segment of segmentsOf(pointer)) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === segment);
      offset = (pair?.key as Node | undefined)?.range?.[0];
      node = pair?.value as Node | undefined;
    } else if (isSeq(node)) {
      node = node.items[Number(segment)] as Node | undefined;
      offset = node?.range?.[0];
    } else return undefined;
  }
  return offset === undefined ? undefined : source.lines.linePos(offset).line;
}

/** The changes from the description in `olderFile` to the one in `newerFile`. */
export async function apiChanges(olderFile: string, newerFile: string): Promise<ApiChange[]> {
  const changes = await redoclyDiff(olderFile, newerFile);
  return describeChanges(changes, readYaml(path.resolve(olderFile)), readYaml(path.resolve(newerFile)));
}
