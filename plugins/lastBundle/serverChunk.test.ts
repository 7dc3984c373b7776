import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../tests/temporaryFolder';
import { bodyQueryEdit, sharedBodies } from './serverChunk';

const page = 'static/pages/0123456789abcdef';
const oldHash = 'aaaaaaaaaaaaaaaa';
const newHash = 'bbbbbbbbbbbbbbbb';

/** A route's server chunk whose page module loads `loads`. */
function chunkLoading(...loads: string[]): string {
  const file = path.join(temporaryFolder('vihje-server-chunk-'), 'route-abc.cjs');
  const modules = loads.map((load) => `const MDXContent = await loadPageComponent(${JSON.stringify(load)}, {});`);
  writeFileSync(file, `"use strict";\n${modules.join('\n')}\n`);
  return file;
}

describe("a page's new body named in its server chunk", () => {
  it("replaces the body's content hash, and nothing else, once applied", () => {
    const chunk = chunkLoading(`${page}-12345678.js?${oldHash}`);
    const before = readFileSync(chunk, 'utf8');
    const edit = bodyQueryEdit(chunk, `${page}-12345678.js`, newHash);
    expect(readFileSync(chunk, 'utf8')).toBe(before);
    if (typeof edit === 'string') expect.fail(edit);
    edit();
    expect(readFileSync(chunk, 'utf8')).toBe(before.replace(oldHash, newHash));
  });

  it('makes no edit when the page imports other modules (its body has another name)', () => {
    const chunk = chunkLoading(`${page}-12345678.js?${oldHash}`);
    expect(bodyQueryEdit(chunk, `${page}-87654321.js`, newHash)).toBe('it imports other modules');
  });

  it('makes no edit when the chunk loads the body twice, or not at all, or is missing', () => {
    expect(
      bodyQueryEdit(
        chunkLoading(`${page}-12345678.js?${oldHash}`, `${page}-12345678.js?${oldHash}`),
        `${page}-12345678.js`,
        newHash,
      ),
    ).toBe('its server chunk loads its body 2 times');
    expect(bodyQueryEdit(chunkLoading('static/pages/other.js'), `${page}-12345678.js`, newHash)).toBe(
      'its server chunk loads its body 0 times',
    );
    expect(bodyQueryEdit('/nonexistent/route.cjs', `${page}-12345678.js`, newHash)).toBe(
      'its server chunk route.cjs is missing',
    );
  });
});

describe('the bodies more than one server chunk loads', () => {
  it('names the pages whose body another chunk loads too, and no page loaded by its own chunk only', () => {
    const dir = temporaryFolder('vihje-server-bundle-');
    mkdirSync(path.join(dir, '__ssg__'));
    const other = 'static/pages/fedcba9876543210';
    const chunks = {
      '__ssg__/route-a.cjs': `load("${page}-12345678.js?${oldHash}"); load("${page}-12345678.js?${oldHash}");`,
      '__ssg__/route-b.cjs': `load("${other}-12345678.js?${oldHash}"); load("${page}-12345678.js?${oldHash}");`,
      '__ssg__/route-c.cjs': `load("static/pages/0000000000000000-12345678.js?${oldHash}");`,
      '__ssg__/route-b.cjs.map': `"${other}-12345678.js?${oldHash}"`,
    };
    for (const [name, text] of Object.entries(chunks)) writeFileSync(path.join(dir, name), text);
    expect(sharedBodies(dir, Object.keys(chunks))).toEqual([page]);
  });
});
