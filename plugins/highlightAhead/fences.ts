/** A fenced code block as CommonMark reads it: the info string's first word, the rest (the meta), the content. */
export interface Fence {
  lang: string;
  meta: string | null;
  value: string;
}

/**
 * The fenced code blocks of a page, found line by line (an opening fence indented up to three spaces, closed by a
 * fence of the same character at least as long); a block inside a list or a quote, or an info string with escapes,
 * is read differently from the compiler, and is then only a miss. A full Markdown parse of every page would take
 * the worker most of its time (bench/NOTES.md).
 */
export function fencesOf(source: string): Fence[] {
  const fences: Fence[] = [];
  const lines = source.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const open = /^( {0,3})(`{3,}|~{3,})\s*([^\s`]+)(?:\s+(.*?))?\s*$/.exec(lines[index] ?? '');
    if (!open) continue;
    const [, indent = '', marker = '', lang = '', meta] = open;
    const close = new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`);
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !close.test(lines[end] ?? '')) {
      body.push((lines[end] ?? '').replace(new RegExp(`^ {0,${indent.length}}`), ''));
      end++;
    }
    fences.push({ lang, meta: meta || null, value: body.join('\n') });
    index = end;
  }
  return fences;
}
