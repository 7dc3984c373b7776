const kindOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * Where a response shown in the docs differs in shape from an actual answer: the same keys in every object, the same
 * JSON type in every value, and each list's first item shaped like the actual list's first item (values may differ:
 * the docs' values are illustrative). Empty when the shapes agree.
 */
export function shapeDifferences(shown: unknown, actual: unknown, at = '$'): string[] {
  const shownKind = kindOf(shown);
  const actualKind = kindOf(actual);
  if (shownKind !== actualKind) return [`${at}: the docs show ${shownKind}, the answer has ${actualKind}`];
  if (Array.isArray(shown) && Array.isArray(actual)) {
    if (shown.length === 0) return [];
    if (actual.length === 0) return [`${at}: the docs show items, the answer has none`];
    return shapeDifferences(shown[0], actual[0], `${at}[0]`);
  }
  if (shownKind !== 'object') return [];
  const shownObject = shown as Record<string, unknown>;
  const actualObject = actual as Record<string, unknown>;
  const keys = new Set([...Object.keys(shownObject), ...Object.keys(actualObject)]);
  return [...keys].flatMap((key) => {
    if (!(key in actualObject)) return [`${at}.${key}: shown in the docs, not in the answer`];
    if (!(key in shownObject)) return [`${at}.${key}: in the answer, not shown in the docs`];
    return shapeDifferences(shownObject[key], actualObject[key], `${at}.${key}`);
  });
}
