import { describe, expect, it } from 'vitest';
import { mergeTwinContributions } from './mergeTwinContributions';

// Markdown forms are plain functions of an element; named in lower case, they are not taken for React components.
const text = (markdown: string) => () => markdown;
const tree = (madeOf: string) => ({ madeOf, included: [], build: () => ({ type: 'root' as const, children: [] }) });

describe('mergeTwinContributions', () => {
  it("gives every contribution's components", () => {
    const merged = mergeTwinContributions([
      ['openApi', { components: { ApiReference: text('reference') } }],
      ['apiChangelog', { components: { ApiChangelog: text('changelog') } }],
    ]);
    expect(Object.keys(merged.components).sort()).toEqual(['ApiChangelog', 'ApiReference']);
  });

  it('stops on two Markdown forms for one component, naming both contributions', () => {
    expect(() =>
      mergeTwinContributions([
        ['the layout', { components: { Details: text('a') } }],
        ['blog', { components: { Details: text('b') } }],
      ]),
    ).toThrow("Two Markdown forms for <Details> in the .md twins: the layout's and blog's");
  });

  it("takes a page's decoration and tree from the contribution that has one", async () => {
    const merged = mergeTwinContributions([
      ['openApi', { components: {} }],
      [
        'blog',
        {
          decorate: (file) => (file === 'post.md' ? { before: 'header' } : undefined),
          pageTree: async (routePath) => (routePath === '/blog' ? tree('list') : undefined),
        },
      ],
    ]);
    expect(merged.decorate('post.md')).toEqual({ before: 'header' });
    expect(merged.decorate('guide.md')).toBeUndefined();
    expect((await merged.pageTree('/blog'))?.madeOf).toBe('list');
    expect(await merged.pageTree('/guide')).toBeUndefined();
  });
});
