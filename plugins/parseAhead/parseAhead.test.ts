import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import remarkGfm from 'remark-gfm';
import type { Processor } from 'unified';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { temporaryFolder } from '../../tests/temporaryFolder';
import { compileMdxPage } from '../upstream/rspress/build.ts';
import { pluginParseAhead } from './index.ts';
import { type PagesParsedAhead, pagesParsedAhead } from './pagesParsedAhead.ts';
import { remarkParsedAhead } from './remarkParsedAhead.ts';

/** Pages with every kind of syntax Rspress's parser reads, each a file of the fixture's docs root. */
const pages: Record<string, string> = {
  'guide.mdx': [
    '---',
    'title: Parsed ahead',
    'tags: [a, b]',
    '---',
    '',
    "import { Tabs, Tab } from '@theme';",
    'export const pattern = /^\\d{5}$/u;',
    'export const big = 12345678901234567890n;',
    '',
    '# Postal codes {#postal-codes}',
    '',
    'Text with **strong**, _emphasis_, ~~struck~~, `code` and a [link](https://vihje.fi "Vihje").',
    '',
    '| code | name |',
    '| :--- | ---: |',
    '| 00100 | Helsinki |',
    '',
    '- [x] done',
    '- [ ] open',
    '',
    ':::tip Title',
    'A tip with {1 + 1} and <abbr title="Finnish">FI</abbr>.',
    ':::',
    '',
    '<Tabs>',
    '  <Tab label={String(big)} value="a">',
    '',
    '```bash title="search.sh"',
    'curl "https://api.vihje.fi/postalcodes/search?q=00100"',
    '```',
    '',
    '  </Tab>',
    '</Tabs>',
    '',
    'A footnote[^1] and 日本語の**強調**です。',
    '',
    '[^1]: The note.',
    '',
  ].join('\n'),
  'plain.md': [
    '# Plain Markdown',
    '',
    '<details><summary>HTML</summary>',
    '',
    'Raw *HTML* in a `.md` page.',
    '',
    '</details>',
    '',
    '## A heading {#custom}',
    '',
    '    indented code',
    '',
  ].join('\n'),
  // No `@`, `www.` or `http(s)://`: parsed ahead without GFM's autolink literals.
  'no-autolinks.mdx': [
    '# Without autolinks {#without}',
    '',
    'snake_case_name, a*b*c, ~~struck~~ and a [link](/guide).',
    '',
    '| a | b |',
    '| - | - |',
    '| 1 | 2 |',
    '',
    '- [x] done',
    '',
    'A note[^n].',
    '',
    '[^n]: Here.',
    '',
  ].join('\n'),
  // Each kind of autolink literal: parsed ahead with them.
  'autolinks.md': ['# Autolinks', '', 'Mail info@vihje.fi, see www.vihje.fi or HTTPS://vihje.fi/docs.', ''].join('\n'),
  'broken.mdx': ['# Broken', '', '<Unclosed prop={1}>', ''].join('\n'),
};

/** What a plugin's remark steps add to Rspress's compile, as its plugin driver hands them over. */
const withRemarkPlugins = (remarkPlugins: unknown[]) =>
  ({ getPlugins: () => [{ name: 'test', markdown: { remarkPlugins } }] }) as never;

function fixture(): { root: string; files: string[] } {
  const root = temporaryFolder('parse-ahead-');
  const files = Object.entries(pages).map(([name, text]) => {
    const file = path.join(root, name);
    writeFileSync(file, text);
    return file;
  });
  return { root, files };
}

/** Rspress's compile of `file`'s source, with `remarkPlugins` from a plugin; its error's message if it fails. */
async function compiled(root: string, file: string, remarkPlugins: unknown[] = []): Promise<string> {
  return compileMdxPage({
    source: readFileSync(file, 'utf8'),
    filepath: file,
    docDirectory: root,
    config: {},
    routeService: null,
    pluginDriver: withRemarkPlugins(remarkPlugins),
  }).catch((error: Error) => `failed: ${error.message}`);
}

let running: PagesParsedAhead | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

/** The worker started on the fixture's files, once it has posted every one. */
async function parsedAhead(root: string, files: string[]): Promise<PagesParsedAhead> {
  running = pagesParsedAhead({ root, cjkFriendlyEmphasis: undefined, maxLead: 48 });
  for (const file of files) running.reached(file);
  const ahead = running;
  await vi.waitFor(() => expect(files.filter((file) => !ahead.ready(file))).toEqual([]), { timeout: 20_000 });
  return ahead;
}

// A worker's start loads Rspress's Markdown pipeline: seconds on a busy machine.
describe('pages parsed ahead', { timeout: 60_000 }, () => {
  it('compile to the same module as pages parsed by the compile, and a page that fails fails the same way', async () => {
    const { root, files } = fixture();
    const expected = await Promise.all(files.map((file) => compiled(root, file)));
    expect(expected.at(-1)).toMatch(/^failed: .*Unclosed/s);

    const ahead = await parsedAhead(root, files);
    const actual = await Promise.all(files.map((file) => compiled(root, file, [remarkParsedAhead(() => ahead)])));
    expect(actual).toEqual(expected);
    // The failed page has no tree: the compile parsed it, and reported its error.
    expect(ahead.counts()).toEqual({ taken: files.length - 1, parsed: 1 });
  });

  it('are parsed in the order the compile reaches them, no more than the lead ahead of it', async () => {
    const { root, files } = fixture();
    const [guide = '', plain = ''] = files;
    running = pagesParsedAhead({ root, cjkFriendlyEmphasis: undefined, maxLead: 1 });
    const ahead = running;
    ahead.reached(plain);
    ahead.reached(guide);
    await vi.waitFor(() => expect(ahead.ready(plain)).toBe(true), { timeout: 20_000 });
    // The lead is full until the compile takes the first page.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ahead.ready(guide)).toBe(false);
    await compiled(root, plain, [remarkParsedAhead(() => ahead)]);
    await vi.waitFor(() => expect(ahead.ready(guide)).toBe(true), { timeout: 20_000 });
  });

  it('are not used for a page whose text changed since, nor by a parser that reads other syntax', async () => {
    const { root, files } = fixture();
    const [guide = '', plain = ''] = files;
    const ahead = await parsedAhead(root, files);

    writeFileSync(plain, `${pages['plain.md']}\nA paragraph added after the worker parsed the page.\n`);
    const changed = await compiled(root, plain, [remarkParsedAhead(() => ahead)]);
    expect(changed).toContain('A paragraph added after the worker parsed the page.');
    expect(changed).toEqual(await compiled(root, plain));

    // A plugin that adds syntax (GFM's again) makes the compile's parser read more than the worker's did.
    const moreSyntax = function (this: Processor) {
      remarkGfm.call(this);
    };
    const withSyntax = await compiled(root, guide, [remarkParsedAhead(() => ahead), moreSyntax]);
    expect(withSyntax).toEqual(await compiled(root, guide, [moreSyntax]));
    expect(ahead.counts()).toEqual({ taken: 0, parsed: 2 });
  });
});

describe('pluginParseAhead', () => {
  /** Whether the plugin's remark step, after its config hook, has the compile's parser take trees from a worker. */
  function parsesAhead(root: string, fromPages: number, isProduction: boolean): boolean {
    const plugin = pluginParseAhead(fromPages);
    const utils = { addPlugin: () => {}, removePlugin: () => {} };
    plugin.config?.({ root }, utils, isProduction);
    const [attach] = (plugin.markdown?.remarkPlugins ?? []) as ((this: Processor) => void)[];
    const parser = () => ({ type: 'root', children: [] });
    const processor = { parser } as unknown as Processor;
    attach?.call(processor);
    // A config hook of a dev server stops the worker.
    plugin.config?.({ root }, utils, false);
    return processor.parser !== parser;
  }

  it('parses ahead only in a production build of its threshold of pages or more', () => {
    const { root, files } = fixture();
    expect(parsesAhead(root, files.length, true)).toBe(true);
    expect(parsesAhead(root, files.length + 1, true)).toBe(false);
    expect(parsesAhead(root, 1, false)).toBe(false);
  });
});
