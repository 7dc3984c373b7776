import type { Nodes, Root } from 'mdast';
import { CONTINUE, EXIT, SKIP, visit } from 'unist-util-visit';
import { visitParents } from 'unist-util-visit-parents';
import { describe, expect, it } from 'vitest';

const tree: Root = {
  type: 'root',
  children: [
    { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Postal codes' }] },
    {
      type: 'paragraph',
      children: [
        { type: 'text', value: 'See ' },
        { type: 'link', url: '/data#postal-code', children: [{ type: 'text', value: 'the fields' }] },
      ],
    },
    { type: 'code', lang: 'ts', value: 'const code = "00100";' },
  ],
};

const label = (node: Nodes) => ('value' in node ? `${node.type}:${node.value}` : node.type);

describe('unist-util-visit-parents, patched (patches/unist-util-visit-parents+6.1.0+001)', () => {
  it('visits every node in document order with its ancestors', () => {
    const seen: string[] = [];
    visitParents(tree, (node, ancestors) => {
      seen.push(`${ancestors.map((ancestor) => ancestor.type).join('>')} ${label(node)}`);
    });
    expect(seen).toEqual([
      ' root',
      'root heading',
      'root>heading text:Postal codes',
      'root paragraph',
      'root>paragraph text:See ',
      'root>paragraph link',
      'root>paragraph>link text:the fields',
      'root code:const code = "00100";',
    ]);
  });

  it('keeps its tests and actions: a type, SKIP of a subtree, EXIT, a returned index', () => {
    const texts: string[] = [];
    visit(tree, 'text', (node) => {
      texts.push(node.value);
    });
    expect(texts).toEqual(['Postal codes', 'See ', 'the fields']);

    const beforeLink: string[] = [];
    visit(tree, (node) => {
      if (node.type === 'link') return SKIP;
      if (node.type === 'text') beforeLink.push(node.value);
      return CONTINUE;
    });
    expect(beforeLink).toEqual(['Postal codes', 'See ']);

    let visits = 0;
    visit(tree, () => {
      visits += 1;
      return visits === 3 ? EXIT : CONTINUE;
    });
    expect(visits).toBe(3);

    // An index returned from a visit is where the walk goes on among the parent's children: here past the link.
    const afterJump: string[] = [];
    visit(tree, (node, index) => {
      afterJump.push(label(node));
      if (node.type === 'text' && node.value === 'See ' && index !== undefined) return index + 2;
      return CONTINUE;
    });
    expect(afterJump).not.toContain('link');
    expect(afterJump.at(-1)).toBe('code:const code = "00100";');
  });

  it("renames no visit after the node it is visiting: a visitor's stack has no `node (…)` frames", () => {
    // Unpatched, every node visited had its visit function renamed (`node (paragraph)`, with terminal colours), a
    // debugging aid that made each visit define a property on a new closure.
    let stack = '';
    visit(tree, 'link', () => {
      stack = new Error('in a visitor').stack ?? '';
      return EXIT;
    });
    expect(stack).toContain('in a visitor');
    expect(stack).not.toMatch(/at node \(/);
  });
});
