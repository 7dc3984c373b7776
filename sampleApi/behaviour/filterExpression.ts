/** A literal in a filter expression: a quoted string, or a bare number, boolean or word (a date, say). */
export type FilterValue = string | number | boolean;

/** One parsed filter expression: the field's dot path, the operation and its operands. */
export type Filter =
  | { path: string; op: '=' | '!=' | '>=' | '>' | '<=' | '<'; value: FilterValue }
  | { path: string; op: 'IN' | 'NOT IN'; values: FilterValue[] }
  | { path: string; op: 'TO'; from: FilterValue; to: FilterValue }
  | { path: string; op: 'EXISTS' | 'NOT EXISTS' | 'IS NULL' | 'IS NOT NULL' | 'IS EMPTY' | 'IS NOT EMPTY' }
  | { path: string; op: 'CONTAINS' | 'NOT CONTAINS' | 'STARTS WITH' | 'NOT STARTS WITH'; value: string };

/** Why an expression does not parse; the message quotes the expression. */
export class FilterSyntaxError extends Error {
  override readonly name = 'FilterSyntaxError';
}

type Token = { kind: 'string'; text: string } | { kind: 'word'; text: string } | { kind: 'punct'; text: string };

function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|(!=|>=|<=|=|>|<|\[|\]|,)|([^\s"'=!<>[\],]+))/y;
  let index = 0;
  while (index < expression.length) {
    if (/^\s*$/.test(expression.slice(index))) break;
    pattern.lastIndex = index;
    const match = pattern.exec(expression);
    if (!match) throw new FilterSyntaxError(`unexpected "${expression.slice(index).trim()}"`);
    index = pattern.lastIndex;
    const [, double, single, punct, word] = match;
    if (double !== undefined) tokens.push({ kind: 'string', text: double.replace(/\\(.)/g, '$1') });
    else if (single !== undefined) tokens.push({ kind: 'string', text: single.replace(/\\(.)/g, '$1') });
    else if (punct !== undefined) tokens.push({ kind: 'punct', text: punct });
    else tokens.push({ kind: 'word', text: word ?? '' });
  }
  return tokens;
}

const fieldPath = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const comparisons = ['=', '!=', '>=', '>', '<=', '<'] as const;
const keywordOperations = [
  'NOT STARTS WITH',
  'STARTS WITH',
  'NOT CONTAINS',
  'CONTAINS',
  'IS NOT EMPTY',
  'IS EMPTY',
  'IS NOT NULL',
  'IS NULL',
  'NOT EXISTS',
  'EXISTS',
  'NOT IN',
  'IN',
] as const;

/** Reads tokens front to back; every method throws a FilterSyntaxError naming what it expected. */
class Reader {
  private index = 0;
  constructor(private readonly tokens: Token[]) {}

  peekWords(count: number): string {
    return this.tokens
      .slice(this.index, this.index + count)
      .map((token) => (token.kind === 'word' ? token.text.toUpperCase() : '\0'))
      .join(' ');
  }
  skip(count: number): void {
    this.index += count;
  }
  punct(text: string): boolean {
    const token = this.tokens[this.index];
    if (token?.kind === 'punct' && token.text === text) {
      this.index++;
      return true;
    }
    return false;
  }
  value(): FilterValue {
    const token = this.tokens[this.index++];
    if (!token || token.kind === 'punct') throw new FilterSyntaxError('a value is missing');
    if (token.kind === 'string') return token.text;
    if (/^-?\d+(?:\.\d+)?$/.test(token.text)) return Number(token.text);
    if (token.text === 'true' || token.text === 'false') return token.text === 'true';
    return token.text;
  }
  list(): FilterValue[] {
    if (!this.punct('[')) throw new FilterSyntaxError('a list in square brackets is missing');
    const values = [this.value()];
    while (this.punct(',')) values.push(this.value());
    if (!this.punct(']')) throw new FilterSyntaxError('the list is not closed with "]"');
    return values;
  }
  atEnd(): boolean {
    return this.index >= this.tokens.length;
  }
  end(): void {
    if (this.index < this.tokens.length) throw new FilterSyntaxError('text is left after the condition');
  }
}

function parseOperation(path: string, reader: Reader): Filter {
  for (const op of comparisons) if (reader.punct(op)) return { path, op, value: reader.value() };
  for (const op of keywordOperations) {
    const words = op.split(' ').length;
    if (reader.peekWords(words) !== op) continue;
    reader.skip(words);
    if (op === 'IN' || op === 'NOT IN') return { path, op, values: reader.list() };
    if (op.endsWith('CONTAINS') || op.endsWith('STARTS WITH')) return { path, op, value: String(reader.value()) };
    return { path, op } as Filter;
  }
  if (reader.atEnd()) throw new FilterSyntaxError('no operation follows the field name');
  const from = reader.value();
  if (reader.peekWords(1) !== 'TO') throw new FilterSyntaxError('no operation follows the field name');
  reader.skip(1);
  return { path, op: 'TO', from, to: reader.value() };
}

/**
 * Parses one Meilisearch-style filter expression: a field (dot notation for nested fields), one of the 19 operations
 * and, where the operation takes one, a value or a list: `postalCode = "00100"`, `domicileCity IN ["Helsinki",
 * "Espoo"]`, `establishmentDate 2015-01-01 TO 2020-12-31`, `website IS NOT EMPTY`. One condition per expression.
 */
export function parseFilter(expression: string): Filter {
  try {
    const tokens = tokenize(expression);
    const first = tokens[0];
    if (first?.kind !== 'word' || !fieldPath.test(first.text))
      throw new FilterSyntaxError('it does not start with a field name');
    const reader = new Reader(tokens.slice(1));
    const filter = parseOperation(first.text, reader);
    reader.end();
    return filter;
  } catch (error) {
    if (error instanceof FilterSyntaxError)
      throw new FilterSyntaxError(`filter ${JSON.stringify(expression)}: ${error.message}`);
    throw error;
  }
}

/** Every value at a dot path, arrays flattened on the way, and whether the path's last key is present anywhere. */
function valuesAt(record: unknown, path: string): { present: boolean; values: unknown[] } {
  let current: unknown[] = [record];
  let present = false;
  for (const [i, key] of path.split('.').entries()) {
    const next: unknown[] = [];
    for (const value of current.flatMap((item) => (Array.isArray(item) ? item : [item]))) {
      if (value !== null && typeof value === 'object' && key in value) {
        next.push((value as Record<string, unknown>)[key]);
        if (i === path.split('.').length - 1) present = true;
      }
    }
    current = next;
  }
  return { present, values: current };
}

const scalars = (values: unknown[]): unknown[] => values.flatMap((value) => (Array.isArray(value) ? value : [value]));
const text = (value: unknown): string => String(value).toLocaleLowerCase('fi');

function equal(actual: unknown, expected: FilterValue): boolean {
  if (typeof actual === 'string') return text(actual) === text(expected);
  return actual === expected;
}

/** Numbers compare as numbers and strings (ISO dates too) as text; anything else does not compare. */
function compare(actual: unknown, expected: FilterValue): number | null {
  if (typeof actual === 'number' && typeof expected === 'number') return actual - expected;
  if (typeof actual === 'string' && typeof expected === 'string')
    return actual < expected ? -1 : actual > expected ? 1 : 0;
  return null;
}

const isEmpty = (value: unknown): boolean =>
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (value !== null && typeof value === 'object' && Object.keys(value).length === 0);

/** Whether a record satisfies one filter; a negated operation holds exactly where its positive form does not. */
export function matchesFilter(record: unknown, filter: Filter): boolean {
  const { present, values } = valuesAt(record, filter.path);
  const leaves = scalars(values);
  switch (filter.op) {
    case '=':
      return leaves.some((value) => equal(value, filter.value));
    case '!=':
      return !leaves.some((value) => equal(value, filter.value));
    case '>':
    case '>=':
    case '<':
    case '<=': {
      const holds = {
        '>': (d: number) => d > 0,
        '>=': (d: number) => d >= 0,
        '<': (d: number) => d < 0,
        '<=': (d: number) => d <= 0,
      }[filter.op];
      return leaves.some((value) => {
        const difference = compare(value, filter.value);
        return difference !== null && holds(difference);
      });
    }
    case 'IN':
      return leaves.some((value) => filter.values.some((listed) => equal(value, listed)));
    case 'NOT IN':
      return !leaves.some((value) => filter.values.some((listed) => equal(value, listed)));
    case 'TO':
      return leaves.some((value) => {
        const low = compare(value, filter.from);
        const high = compare(value, filter.to);
        return low !== null && high !== null && low >= 0 && high <= 0;
      });
    case 'EXISTS':
      return present;
    case 'NOT EXISTS':
      return !present;
    case 'IS NULL':
      return values.some((value) => value === null);
    case 'IS NOT NULL':
      return present && !values.some((value) => value === null);
    case 'IS EMPTY':
      return values.some(isEmpty);
    case 'IS NOT EMPTY':
      return present && !values.some(isEmpty);
    case 'CONTAINS':
      return leaves.some((value) => typeof value === 'string' && text(value).includes(text(filter.value)));
    case 'NOT CONTAINS':
      return !leaves.some((value) => typeof value === 'string' && text(value).includes(text(filter.value)));
    case 'STARTS WITH':
      return leaves.some((value) => typeof value === 'string' && text(value).startsWith(text(filter.value)));
    case 'NOT STARTS WITH':
      return !leaves.some((value) => typeof value === 'string' && text(value).startsWith(text(filter.value)));
  }
}
