import { describe, expect, it } from 'vitest';
import { stripHeadingIds } from './markdownTwins';

describe('stripHeadingIds', () => {
  it('removes escaped and plain custom ids from headings only', () => {
    const markdown = '## Conventions \\{#conventions}\n\n### Check digit {#check-digit}\n\nText {#not-a-heading}\n';
    expect(stripHeadingIds(markdown)).toBe('## Conventions\n\n### Check digit\n\nText {#not-a-heading}\n');
  });
});
