const words = (text: string): string[] =>
  text
    .toLocaleLowerCase('fi')
    .split(/[\s,]+/)
    .filter(Boolean);

/**
 * Whether every word of the query starts a word of one of the fields, the way a typeahead matches: `mann 5` finds
 * "Mannerheimintie 5" (and "Mannerheimintie 56"). An empty query matches everything.
 */
export function matchesQuery(query: string, fields: ReadonlyArray<string | null>): boolean {
  const candidates = fields.flatMap((field) => (field ? words(field) : []));
  return words(query).every((word) => candidates.some((candidate) => candidate.startsWith(word)));
}
