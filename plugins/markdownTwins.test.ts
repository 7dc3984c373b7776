import { describe, expect, it } from 'vitest';
import { pluginMarkdownTwins, stripHeadingIds } from './markdownTwins';

describe('stripHeadingIds', () => {
  it('removes escaped and plain custom ids from headings only', () => {
    const markdown = '## Conventions \\{#conventions}\n\n### Check digit {#check-digit}\n\nText {#not-a-heading}\n';
    expect(stripHeadingIds(markdown)).toBe('## Conventions\n\n### Check digit\n\nText {#not-a-heading}\n');
  });
});

describe('pluginMarkdownTwins', () => {
  it('leaves dev compiles alone, even without an output directory', async () => {
    const afterBuild = pluginMarkdownTwins().afterBuild;
    await expect(Promise.resolve(afterBuild?.({ outDir: '/nonexistent/doc_build' }, false))).resolves.toBeUndefined();
  });
});
