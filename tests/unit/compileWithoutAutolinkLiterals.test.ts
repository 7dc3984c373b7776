/**
 * Rspress's MDX compile parses a page whose text cannot hold a GFM autolink literal (no `@`, `www.`, `http(s)://`)
 * without them (patch `@rspress+core+2.0.22+039`), and any other page with them. That both parsers make the same tree
 * for such a text is checked in `theme/upstream/rspress/rspress.test.ts`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Processor } from 'unified';
import { describe, expect, it } from 'vitest';
import { compileMdxPage } from '../../plugins/upstream/rspress/build.ts';
import { temporaryFolder } from '../temporaryFolder';

const autolinkLiteralConstructs = ['emailAutolink', 'protocolAutolink', 'wwwAutolink'];

/** A remark step that records, for each compile, which autolink literal constructs its parser can read. */
function recordingParsers(seen: string[][]) {
  return function recordParser(this: Processor): undefined {
    const { micromarkExtensions = [] } = this.data() as { micromarkExtensions?: { text?: object }[] };
    const names = micromarkExtensions
      .flatMap((extension) => Object.values(extension.text ?? {}).flat() as { name?: string }[])
      .map((construct) => construct?.name ?? '')
      .filter((name) => autolinkLiteralConstructs.includes(name));
    seen.push([...new Set(names)].sort());
  };
}

async function compile(text: string): Promise<{ code: string; constructs: string[] }> {
  const root = temporaryFolder('autolink-literals-');
  const file = path.join(root, 'page.md');
  writeFileSync(file, text);
  const seen: string[][] = [];
  const code = await compileMdxPage({
    source: text,
    filepath: file,
    docDirectory: root,
    config: {},
    routeService: null,
    pluginDriver: { getPlugins: () => [{ name: 'test', markdown: { remarkPlugins: [recordingParsers(seen)] } }] },
  } as never);
  expect(seen).toHaveLength(1);
  return { code, constructs: seen[0] ?? [] };
}

describe("Rspress's MDX compile and GFM's autolink literals", () => {
  it('compiles a page without `@`, `www.` or `http(s)://` by a parser without them, the rest of GFM kept', async () => {
    const { code, constructs } = await compile(
      ['# Plain', '', '| a | b |', '| - | - |', '| 1 | ~~2~~ |', '', '- [x] done', ''].join('\n'),
    );
    expect(constructs).toEqual([]);
    expect(code).toContain('"table"');
    expect(code).toContain('"del"');
    expect(code).toContain('"checkbox"');
  });

  it('compiles a page that holds one by the whole of GFM, and links each literal', async () => {
    const { code, constructs } = await compile(
      ['# Links', '', 'Mail info@vihje.fi, see www.vihje.fi or https://vihje.fi/docs.', ''].join('\n'),
    );
    expect(constructs).toEqual(autolinkLiteralConstructs);
    expect(code).toContain('"mailto:info@vihje.fi"');
    expect(code).toContain('"http://www.vihje.fi"');
    expect(code).toContain('"https://vihje.fi/docs"');
  });
});
