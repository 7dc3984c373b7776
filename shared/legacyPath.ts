/**
 * Old URLs ending in `.html` or `/index.html` map to the plain path (spec §2): `/data.html` → `/data`,
 * `/blog/index.html` → `/blog`, `/index.html` → `/`. Returns null when the path is already plain.
 */
export function normaliseLegacyPath(pathname: string): string | null {
  const match = /^(.*?)(?:\/index)?\.html$/.exec(pathname);
  if (!match) return null;
  return match[1] === '' ? '/' : (match[1] ?? '/');
}
