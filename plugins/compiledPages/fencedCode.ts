/** For each line of Markdown, whether it belongs to a fenced code block, its ``` or ~~~ fences included. */
export function fencedLines(lines: readonly string[]): boolean[] {
  let fence: string | undefined;
  return lines.map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (!marker) return fence !== undefined;
    // A fence closes on a marker of its own kind at least as long; another marker is code inside it.
    if (!fence) fence = marker;
    else if (marker.startsWith(fence)) fence = undefined;
    return true;
  });
}

/** `transform` applied to each line of `markdown` outside fenced code. */
export function mapOutsideFences(markdown: string, transform: (line: string) => string): string {
  const lines = markdown.split('\n');
  const fenced = fencedLines(lines);
  return lines.map((line, index) => (fenced[index] ? line : transform(line))).join('\n');
}
