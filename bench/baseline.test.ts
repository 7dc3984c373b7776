import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
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
    for (const entry of readdirSync(ourScope).filter((name) => !patched.has(name))) {
      expect(readlinkSync(path.join(scope, entry))).toBe(path.join(ourScope, entry));
    }
    // Every package installed today is patched: a scope of one package we do not patch shows the link.
    const ours = path.join(dir, 'ours', '@rspress');
    mkdirSync(path.join(ours, 'plugin-unpatched'), { recursive: true });
    writeFileSync(path.join(ours, 'plugin-unpatched', 'package.json'), '{"name":"@rspress/plugin-unpatched"}');
    const baseline = path.join(dir, 'baseline', '@rspress');
    mkdirSync(path.dirname(baseline), { recursive: true });
    linkUnpatchedRspress(ours, baseline);
    expect(readlinkSync(path.join(baseline, 'plugin-unpatched'))).toBe(path.join(ours, 'plugin-unpatched'));
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
