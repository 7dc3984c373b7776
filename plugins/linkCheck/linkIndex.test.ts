import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../tests/temporaryFolder';
import type { PageRecord } from '../compiledPages/index';
import { indexedPage, linkIndex } from './linkIndex';

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
    const root = temporaryFolder('vihje-link-index-');
    const last = linkIndex({ root });
    expect(indexedPage(last, '/site/docs/index.mdx', recordOf('k1', ['home']).record)).toEqual({
      links: [link],
      anchors: ['home'],
    });
    last.save();
    const { record, reads } = recordOf('k1', ['changed']);
    expect(indexedPage(linkIndex({ root }), '/site/docs/index.mdx', record)).toEqual({
      links: [link],
      anchors: ['home'],
    });
    expect(reads.count).toBe(0);
  });

  it('reads a changed page’s links and ids from its record', () => {
    const root = temporaryFolder('vihje-link-index-');
    const last = linkIndex({ root });
    indexedPage(last, '/site/docs/data.mdx', recordOf('old', ['company']).record);
    last.save();
    const { record } = recordOf('new', ['companies']);
    expect(indexedPage(linkIndex({ root }), '/site/docs/data.mdx', record)).toEqual({
      links: [link],
      anchors: ['companies'],
    });
    expect(indexedPage(undefined, '/site/docs/new.mdx', record).anchors).toEqual(['companies']);
  });

  it('starts empty when the index cannot be read', () => {
    const root = temporaryFolder('vihje-link-index-');
    mkdirSync(path.join(root, 'node_modules', '.cache'), { recursive: true });
    writeFileSync(path.join(root, 'node_modules', '.cache', 'vihje-link-index.json'), '{"cut short');
    const { record, reads } = recordOf('k1', ['home']);
    expect(indexedPage(linkIndex({ root }), '/site/docs/index.mdx', record).anchors).toEqual(['home']);
    expect(reads.count).toBe(2);
  });
});
