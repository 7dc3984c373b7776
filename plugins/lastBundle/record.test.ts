import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../tests/temporaryFolder';
import { readVersionedRecord, writeVersionedRecord } from '../versionedRecord';
import { changedPages, fileStamp, folderStamp, folderState, isWholeRecord, type LastBundleRecord } from './record';

/** A site of two pages, a theme module, a public folder, and the record of a build of it. */
function builtSite() {
  const root = temporaryFolder('vihje-last-bundle-record-');
  const file = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
    return path.join(root, name);
  };
  const pages = [file('docs/start.mdx', '# Start\n'), file('docs/guide.mdx', '# Guide\n')];
  const theme = file('theme/index.tsx', 'export {};\n');
  const publicDir = path.dirname(file('docs/public/logo.svg', '<svg/>'));
  const record: LastBundleRecord = {
    version: 'v1',
    files: Object.fromEntries([...pages, theme].map((name) => [name, fileStamp(name) as [number, number]])),
    folders: { [publicDir]: folderStamp(publicDir) },
    missing: [path.join(root, 'theme/index.mjs')],
    runtimeModules: {},
    outputs: {},
    sharedBodies: [],
    bundle: { assetNames: [], htmlTemplate: '', manifest: {} },
  };
  return { root, pages: new Set(pages), theme, publicDir, record, file };
}

describe("the last bundle's record of the bundler's inputs", () => {
  it('finds no change in a site as it was built', () => {
    const { pages, record } = builtSite();
    expect(changedPages(record, pages)).toEqual([]);
  });

  it('lists the pages whose text changed, and nothing else', () => {
    const { pages, record } = builtSite();
    const [start] = [...pages] as [string];
    appendFileSync(start, 'A new sentence.\n');
    expect(changedPages(record, pages)).toEqual([start]);
  });

  it('says which other input changed: a module, a file in a folder the bundler copies, a file it looked for', () => {
    const site = builtSite();
    appendFileSync(site.theme, '// changed\n');
    expect(changedPages(site.record, site.pages)).toBe(`${path.relative(process.cwd(), site.theme)} changed`);

    const other = builtSite();
    other.file('docs/public/new.png', 'png');
    expect(changedPages(other.record, other.pages)).toBe(`the folder ${other.publicDir} changed`);

    const third = builtSite();
    third.file('theme/index.mjs', 'export {};\n');
    expect(changedPages(third.record, third.pages)).toBe(`${path.join(third.root, 'theme/index.mjs')} was added`);
  });

  it('reads a record only of the same version', () => {
    const { root, record } = builtSite();
    const file = path.join(root, 'cache', 'record.json');
    writeVersionedRecord(file, record);
    expect(readVersionedRecord(file, 'v1', isWholeRecord)).toEqual(record);
    expect(readVersionedRecord(file, 'v2', isWholeRecord)).toBeUndefined();
    expect(readVersionedRecord(path.join(root, 'cache', 'none.json'), 'v1', isWholeRecord)).toBeUndefined();
  });

  it("gives a folder's newest file's time, so that a build does not record a folder changed while it built", () => {
    const { publicDir, file } = builtSite();
    const before = folderState(publicDir);
    const added = file('docs/public/nested/new.png', 'png');
    const after = folderState(publicDir);
    expect(after.stamp).not.toBe(before.stamp);
    expect(after.newestMs).toBe(fileStamp(added)?.[1]);
  });
});
