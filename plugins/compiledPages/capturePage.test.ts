import { describe, expect, it } from 'vitest';
import { calloutSources, parsePage } from './capturePage';
import { headingAnchors } from './headingAnchors';

const page = [
  '---',
  'title: Fixture',
  '---',
  '',
  '# Fixture',
  '',
  'See the [company fields](/data#company) and [`fields` projection][proj].',
  '',
  '## Send the key {#send-key}',
  '',
  ':::tip Set the header once',
  'Keep [the key](/authentication) in one place.',
  ':::',
  '',
  '## `fields` **projection**',
  '',
  '## Errors',
  '',
  '## Errors',
  '',
  '<Tabs>',
  '  <Tab label="curl">',
  '',
  '  ### Inside a tab',
  '',
  '  </Tab>',
  '</Tabs>',
  '',
  '[proj]: /advanced-search#fields',
  '',
].join('\n');

describe('parsePage', () => {
  const captured = parsePage(page, 'Fixture');

  it("lists each link as written, with the file's line and column", () => {
    expect(captured.links).toEqual([
      { url: '/data#company', written: '[company fields](/data#company)', line: 7, column: 9 },
      { url: '/authentication', written: '[the key](/authentication)', line: 12, column: 6 },
      { url: '/advanced-search#fields', written: '[proj]: /advanced-search#fields', line: 29, column: 1 },
    ]);
  });

  it("gives the headings Rspress's ids: custom ids, slugs of the text with its marks, numbered repeats", () => {
    expect(captured.anchors).toEqual(['fixture', 'send-key', 'fields-projection', 'errors', 'errors-1']);
  });

  it('keeps the tree for the twin without positions or custom ids', () => {
    expect(JSON.stringify(captured.tree)).not.toContain('"position"');
    expect(JSON.stringify(captured.tree)).not.toContain('{#send-key}');
  });
});

describe('headingAnchors', () => {
  it("adds the front matter title's slug when the page has no # heading", () => {
    const { tree } = parsePage('## Only a section\n');
    expect(headingAnchors(tree, 'Release notes 2.0')).toEqual(['only-a-section', 'release-notes-20']);
  });
});

describe('calloutSources', () => {
  it('returns each callout as written, in opening order, nested ones too, and none inside code', () => {
    const source = [
      ':::tip One',
      'a',
      ':::',
      '```md',
      ':::note In code',
      ':::',
      '```',
      ':::warning',
      ':::info Inner',
      'b',
      ':::',
      ':::',
    ].join('\n');
    expect(calloutSources(source)).toEqual([
      ':::tip One\na\n:::',
      ':::warning\n:::info Inner\nb\n:::\n:::',
      ':::info Inner\nb\n:::',
    ]);
  });
});
