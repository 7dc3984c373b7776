import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkTryIt } from './index';

const api = 'https://api.example.test';

/** The page's top-level nodes after the step, as `type:name` (`code:bash`, `jsx:TryIt GET /a`). */
function outline(markdown: string): string[] {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(markdown);
  remarkTryIt({ apiUrl: api, env: { ADDRESS_ID: 'a1' } })()(tree as never, { path: 'docs/page.mdx' });
  return tree.children.map((node) => {
    if (node.type === 'mdxjsEsm') return 'import';
    if (node.type === 'mdxJsxFlowElement') {
      const attributes = Object.fromEntries(node.attributes.map((a) => [(a as { name: string }).name, a.value]));
      return node.name === 'TryIt' ? `TryIt ${attributes.method} ${attributes.target}` : `<${node.name}>`;
    }
    return node.type;
  });
}

describe('remarkTryIt', () => {
  it('puts one control after a tab group with a curl tab, and one after a lone curl block', () => {
    const page = [
      '<Tabs>',
      '  <Tab label="curl">',
      '',
      '```bash',
      `curl -sS "${api}/companies/search?q=x" -H "Authorization: Bearer $KEY"`,
      '```',
      '',
      '  </Tab>',
      '  <Tab label="TypeScript">',
      '',
      '```ts',
      `await fetch('${api}/companies/search?q=x');`,
      '```',
      '',
      '  </Tab>',
      '</Tabs>',
      '',
      '```bash',
      `curl -s "${api}/addresses/$ADDRESS_ID"`,
      '```',
    ].join('\n');
    expect(outline(page)).toEqual([
      'import',
      '<Tabs>',
      'TryIt GET /companies/search?q=x',
      'code',
      'TryIt GET /addresses/a1',
    ]);
  });

  it('leaves no-run blocks, other hosts and pages without samples alone', () => {
    expect(
      outline(`\`\`\`bash no-run\ncurl "${api}/a"\n\`\`\`\n\n\`\`\`bash\ncurl "http://localhost/a"\n\`\`\``),
    ).toEqual(['code', 'code']);
  });

  it('names the page and line of a sample it cannot replay', () => {
    expect(() => outline(`Text\n\n\`\`\`bash\ncurl --user a:b "${api}/a"\n\`\`\``)).toThrow(
      /^docs\/page\.mdx:3: curl option --user/,
    );
  });
});
