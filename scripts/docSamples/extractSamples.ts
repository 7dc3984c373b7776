import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/** What a code block is to the sample runner. */
export type SampleKind = 'shell' | 'typescript' | 'python' | 'response';

/** One code block of a docs page that the runner runs or checks. */
export interface DocSample {
  /** The page, as given to `extractSamples`. */
  file: string;
  /** Line of the opening fence. */
  line: number;
  lang: string;
  kind: SampleKind;
  code: string;
  /** `no-run` in the block's meta: the block cannot run on its own (pseudo-code, a fragment, a server, browser code). */
  noRun: boolean;
  /** `title="name.ts"`: the block is also a module other blocks import as `./name`. */
  title?: string;
  /** `response-of="GET /path?query"`: the request whose answer a JSON block shows. */
  responseOf?: string;
}

const kinds: Readonly<Record<string, SampleKind>> = {
  bash: 'shell',
  sh: 'shell',
  shell: 'shell',
  ts: 'typescript',
  typescript: 'typescript',
  tsx: 'typescript',
  js: 'typescript',
  javascript: 'typescript',
  jsx: 'typescript',
  mjs: 'typescript',
  python: 'python',
  py: 'python',
  json: 'response',
};

/** A `name="value"` attribute of a code block's meta string. */
function attribute(meta: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(meta)?.[1];
}

/**
 * The runnable and checkable code blocks of one Markdown/MDX page: shell, TypeScript/JavaScript and Python blocks,
 * and JSON blocks (which show a response). A block whose code comes from a file (`file="…"`) is left out: that file
 * is type-checked and tested where it lives.
 */
export function extractSamples(file: string, markdown: string): DocSample[] {
  const tree = unified().use(remarkParse).parse(markdown);
  const samples: DocSample[] = [];
  visit(tree, 'code', (code) => {
    const kind = kinds[code.lang ?? ''];
    const meta = code.meta ?? '';
    if (!kind || attribute(meta, 'file') !== undefined) return;
    const title = attribute(meta, 'title');
    const responseOf = attribute(meta, 'response-of');
    samples.push({
      file,
      line: code.position?.start.line ?? 0,
      lang: code.lang ?? '',
      kind,
      code: code.value,
      noRun: /(?:^|\s)no-run(?:\s|$)/.test(meta),
      ...(title ? { title } : {}),
      ...(responseOf ? { responseOf } : {}),
    });
  });
  return samples;
}
