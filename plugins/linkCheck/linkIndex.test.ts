import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../tests/temporaryFolder';
import type { PageRecord } from '../compiledPages/index';
import { indexedPage, readLinkIndex, writeLinkIndex } from './linkIndex';

const link = { url: '/data.html#company', written: '[Company](/data#company)', line: 3, column: 18 };

/** A page's record whose links and ids count their reads (a record read from disk when they are first asked for). */
function recordOf(key: string, anchors: string[]) {
  const reads = { count: 0 };
  const record = {
    key,
    source: '# Page',
    frontmatter: {},
    get links() {
      reads.count += 1;
      return [link];
    },
    get anchors() {
      reads.count += 1;
      return anchors;
    },
    get tree(): PageRecord['tree'] {
      throw new Error('the index needs no tree');
    },
  } satisfies PageRecord;
  return { record, reads };
}

describe('the link check’s index', () => {
  it('gives an unchanged page’s links and ids from the last build’s index, without reading its record', () => {
    const file = path.join(temporaryFolder('vihje-link-index-'), 'index.json');
    writeLinkIndex(file, new Map([['/site/docs/index.mdx', { key: 'k1', links: [link], anchors: ['home'] }]]));
    const { record, reads } = recordOf('k1', ['changed']);
    expect(indexedPage(readLinkIndex(file), '/site/docs/index.mdx', record)).toEqual({
      key: 'k1',
      links: [link],
      anchors: ['home'],
    });
    expect(reads.count).toBe(0);
  });

  it('reads a changed page’s links and ids from its record', () => {
    const index = new Map([['/site/docs/data.mdx', { key: 'old', links: [], anchors: ['company'] }]]);
    const { record } = recordOf('new', ['companies']);
    expect(indexedPage(index, '/site/docs/data.mdx', record)).toEqual({
      key: 'new',
      links: [link],
      anchors: ['companies'],
    });
    expect(indexedPage(new Map(), '/site/docs/new.mdx', record).anchors).toEqual(['companies']);
  });

  it('starts empty when there is no index or it cannot be read', () => {
    const folder = temporaryFolder('vihje-link-index-');
    expect(readLinkIndex(path.join(folder, 'none.json'))).toEqual(new Map());
    writeFileSync(path.join(folder, 'broken.json'), '{"cut short');
    expect(readLinkIndex(path.join(folder, 'broken.json'))).toEqual(new Map());
  });
});
