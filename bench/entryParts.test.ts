import { describe, expect, it } from 'vitest';
import { entryParts } from './entryParts';

// Minified entries of the two shapes, with enough repetition for gzip to see each part.
const chunkUrlMap = (ids: string[]) =>
  `n.u=e=>"static/js/async/"+e+"."+({${ids.map((id, index) => `${id}:"${(index * 7919).toString(16).padStart(10, '0')}"`).join(',')}})[e]+".js";`;
const ids = Array.from({ length: 40 }, (_, index) => `c${index}`);
const wholeEntry =
  'var a=1;' +
  `let d={pages:[{title:"",routePath:"/a"},{title:"",routePath:"/b"}]};` +
  `let l=[${ids.map((id) => `()=>n.e("${id}").then(n.bind(n,"m${id}"))`).join(',')}],` +
  `s=[${ids.map((id) => `["/${id}","${id}.mdx","",""]`).join(',')}];` +
  chunkUrlMap(ids);
const sectionedEntry =
  'var a=1;let d={pages:[]};' +
  `let r=[["/",()=>n.e("s0").then(n.bind(n,"x0"))],["/c20/",()=>n.e("s1").then(n.bind(n,"x1"))]];` +
  chunkUrlMap([...ids, 's0', 's1']);

describe('entryParts', () => {
  it("measures a whole route table's parts", () => {
    const parts = entryParts(wholeEntry);
    expect(parts.pageIndex).toBeGreaterThan(0);
    expect(parts.routeTable).toBeGreaterThan(0);
    expect(parts.loaders).toBeGreaterThan(0);
    expect(parts.chunkUrlMap).toBeGreaterThan(0);
    expect(parts.routeSections).toBe(0);
  });

  it('measures a sectioned table: the section list and the chunk-URL map, no routes or page index', () => {
    const parts = entryParts(sectionedEntry);
    expect(parts).toMatchObject({ pageIndex: 0, routeTable: 0, loaders: 0 });
    expect(parts.routeSections).toBeGreaterThan(0);
    expect(parts.chunkUrlMap).toBeGreaterThan(0);
  });

  it('measures a sectioned table whose chunks are named by id in a folder of the build: no chunk-URL map', () => {
    const entry =
      'var a=1;let d={pages:[]};' +
      `let r=[["/",()=>n.e("s0").then(n.bind(n,"x0"))],["/c20/",()=>n.e("s1").then(n.bind(n,"x1"))]];` +
      'n.u=e=>"static/js/async."+n.h().slice(0,10)+"/"+e+".js";';
    const parts = entryParts(entry);
    expect(parts).toMatchObject({ pageIndex: 0, routeTable: 0, loaders: 0, chunkUrlMap: 0 });
    expect(parts.routeSections).toBeGreaterThan(0);
  });

  it('throws on an entry that is neither', () => {
    expect(() => entryParts(`var a=1;${chunkUrlMap(ids)}`)).toThrow(/no page index/);
  });
});
