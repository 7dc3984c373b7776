import { compile, run } from '@mdx-js/mdx';
import { transformerCompatibleMetaHighlight } from '@rspress/core/shiki-transformers';
import rehypeShiki, { type RehypeShikiOptions } from '@shikijs/rehype';
import { type ComponentType, createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createRehypeShikiOptions } from '../upstream/rspress/build.ts';
import { rehypeCodeBlocksAsHtml } from './index.ts';

/** Code blocks whose HTML needs escaping, highlighted lines, a title, a block with no code. */
const page = [
  '# Samples',
  '',
  '```ts title="vihje.ts" {1,3}',
  `const query = 'Mannerheimintie 1 & "Helsinki" <00100>';`,
  'const limit = 10;',
  'await search(query, { limit });',
  '```',
  '',
  '```json',
  '{ "postcode": "00100", "name": "Helsinki – Helsingfors", "tags": ["ä", "ö"] }',
  '```',
  '',
  '```bash',
  `curl -sS "https://api.vihje.fi/v2/addresses/search?q=$(printf '%s' "$Q")" | jq '.hits[0]'`,
  '```',
  '',
  '```txt',
  '```',
  '',
  'Text with `inline code` stays as it was.',
  '',
].join('\n');

/** A transformer of the kind a site may add: a `data-*` attribute on each line. */
const lineNumberAttribute: NonNullable<RehypeShikiOptions['transformers']>[number] = {
  line(node, line) {
    node.properties['data-line'] = line;
  },
};

/** The page compiled as Rspress compiles it (its Shiki step), with the extra steps, rendered by React's server renderer. */
async function renderedHtml(rehypeSteps: Array<() => unknown>): Promise<{ html: string; code: string }> {
  const transformers = [transformerCompatibleMetaHighlight(), lineNumberAttribute];
  const shiki = [rehypeShiki, createRehypeShikiOptions(false, false, undefined, { transformers })] as const;
  const options = { rehypePlugins: [shiki, ...rehypeSteps] as never, outputFormat: 'function-body' as const };
  const code = String(await compile(page, options));
  const { default: Content } = (await run(code, { ...runtime, baseUrl: import.meta.url })) as {
    default: ComponentType;
  };
  return { html: renderToStaticMarkup(createElement(Content)), code };
}

describe('code blocks compiled as HTML', () => {
  it('render the HTML that one JSX element per token renders, byte for byte', async () => {
    const asElements = await renderedHtml([]);
    const asHtml = await renderedHtml([rehypeCodeBlocksAsHtml]);
    // Highlighted, with a highlighted line and the transformer's attribute, or this comparison would prove little.
    expect(asElements.html).toContain('<span class="line highlighted" data-line="1">');
    expect(asElements.html).toMatch(/&quot;Helsinki&quot; &lt;00100&gt;/);
    expect(asHtml.html).toBe(asElements.html);
  });

  it('leave no JSX call per token in the compiled page', async () => {
    const { code } = await renderedHtml([rehypeCodeBlocksAsHtml]);
    expect(code.match(/dangerouslySetInnerHTML/g)).toHaveLength(4);
    expect(code).not.toContain('_components.span');
  });

  it('leave a block that Shiki did not highlight as it was', async () => {
    const plain = String(await compile('```ts\nconst a = 1;\n```\n', { rehypePlugins: [rehypeCodeBlocksAsHtml] }));
    expect(plain).not.toContain('dangerouslySetInnerHTML');
    expect(plain).toContain('children: "const a = 1;\\n"');
  });
});
