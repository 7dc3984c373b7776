/**
 * Every dot path the records have (`website`, `website.website`, `buildings.coordinates.latitude`), list items
 * included: the names a filter expression or a `fields` projection may use.
 */
export function fieldPathsOf(records: readonly unknown[]): ReadonlySet<string> {
  const paths = new Set<string>();
  const walk = (value: unknown, prefix: string): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, prefix);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key;
      paths.add(path);
      walk(child, path);
    }
  };
  for (const record of records) walk(record, '');
  return paths;
}
