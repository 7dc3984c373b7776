import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../shared/listFiles';
import { baselineStubs, linkUnpatchedRspress, outsideAnyRepository, rspressPatches } from './baseline';

const repo = path.resolve(import.meta.dirname, '..');
const ourScope = path.join(repo, 'node_modules', '@rspress');
const patched = rspressPatches();

describe("the baseline's Rspress", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vihje-baseline-test-'));
  const scope = path.join(dir, '@rspress');
  beforeAll(() => linkUnpatchedRspress(ourScope, scope));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has every package we patch as published: our patches apply to it again, in order', () => {
    expect([...patched.keys()]).toEqual(expect.arrayContaining(['core', 'shared']));
    // A patch may build on an earlier one's lines, as patch-package applies them: apply each (the copies are this
    // test's own); `git apply` fails when a patch's lines are already there (or its new files exist).
    for (const [entry, patches] of patched) {
      for (const file of patches) {
        expect(
          () =>
            execFileSync(
              'git',
              ['apply', '-p4', path.join(repo, 'patches', file)],
              outsideAnyRepository(path.join(scope, entry)),
            ),
          file,
        ).not.toThrow();
      }
    }
  });

  it("links Rspress's other packages to ours", () => {
    const others = readdirSync(ourScope).filter((entry) => !patched.has(entry));
    expect(others.length).toBeGreaterThan(0);
    for (const entry of others) expect(readlinkSync(path.join(scope, entry))).toBe(path.join(ourScope, entry));
  });
});

describe("the baseline's pages", () => {
  it("stubs every page that imports the site's theme, which a plain config cannot build", () => {
    const docs = path.join(repo, 'docs');
    const importsTheme = listFiles(docs, (file) => /\.mdx?$/.test(file), { relative: true }).filter((file) =>
      /^import .* from ['"]@theme\//m.test(readFileSync(path.join(docs, file), 'utf8')),
    );
    expect(importsTheme.length).toBeGreaterThan(0);
    const stubbed = baselineStubs.filter((stub) => stub.replaces).map((stub) => stub.file);
    expect(importsTheme.filter((file) => !stubbed.includes(file))).toEqual([]);
  });
});
