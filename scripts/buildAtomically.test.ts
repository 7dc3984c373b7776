import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAtomically, largeSiteSemiSpaceMb, stagingDirOf, withRspressBuildEnvironment } from './buildAtomically';

/** A stand-in for `rspress build`: writes a page into the folder VIHJE_OUT_DIR names, then ends as told. */
const fakeBuild = (ending: string) =>
  [
    process.execPath,
    '-e',
    `const fs = require('node:fs'); const dir = process.env.VIHJE_OUT_DIR;
     fs.mkdirSync(dir, { recursive: true }); fs.writeFileSync(dir + '/index.html', 'new'); ${ending}`,
  ] as const;

describe('buildAtomically', () => {
  let root: string;
  let outDir: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'vihje-atomic-'));
    outDir = path.join(root, 'doc_build');
    mkdirSync(outDir);
    writeFileSync(path.join(outDir, 'index.html'), 'old');
    writeFileSync(path.join(outDir, 'gone.html'), 'a page the new build no longer has');
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    rmSync(root, { recursive: true, force: true });
  });

  it('replaces the output with the new build when it succeeds, the old one removed after it', async () => {
    expect(await buildAtomically({ outDir, command: fakeBuild('') })).toBe(0);
    expect(readdirSync(outDir)).toEqual(['index.html']);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('new');
    // The old output's removal goes on in a process of its own (plugins/previousOutput.ts).
    await vi.waitFor(() => expect(readdirSync(root)).toEqual(['doc_build']), { timeout: 10_000, interval: 50 });
  });

  it('names to the build the output it replaces, whose unchanged pages the build may link', async () => {
    const told = fakeBuild("fs.writeFileSync(dir + '/index.html', String(process.env.VIHJE_PREVIOUS_OUT_DIR))");
    expect(await buildAtomically({ outDir, command: told })).toBe(0);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe(outDir);
    rmSync(outDir, { recursive: true });
    expect(await buildAtomically({ outDir, command: told })).toBe(0);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('undefined');
  });

  it.each([
    ['exits with an error', 'process.exit(3)', 3, /exited with code 3: doc_build\/ is left as it was/],
    ['is killed', "process.kill(process.pid, 'SIGKILL')", 1, /was killed by SIGKILL \(out of memory\?\)/],
  ])('leaves the previous output as it was when the build %s', async (_, ending, code, message) => {
    expect(await buildAtomically({ outDir, command: fakeBuild(ending) })).toBe(code);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('old');
    expect(existsSync(path.join(outDir, 'gone.html'))).toBe(true);
    expect(existsSync(stagingDirOf(outDir))).toBe(false);
    expect(vi.mocked(console.error).mock.calls.join('\n')).toMatch(message);
  });

  it("runs a large site's build with the allocator's setting, a smaller one's without, the caller's own winning", async () => {
    const docsDir = path.join(root, 'docs');
    mkdirSync(docsDir);
    for (const page of ['index.md', 'guide.mdx', 'logo.svg']) writeFileSync(path.join(docsDir, page), '# Page\n');
    const purgeDelay = fakeBuild("fs.writeFileSync(dir + '/index.html', String(process.env.MIMALLOC_PURGE_DELAY))");
    const builtWith = async (env: NodeJS.ProcessEnv) => {
      expect(await buildAtomically({ outDir, command: purgeDelay, env })).toBe(0);
      return readFileSync(path.join(outDir, 'index.html'), 'utf8');
    };
    expect(await builtWith(withRspressBuildEnvironment({}, docsDir, 2))).toBe('0');
    expect(await builtWith(withRspressBuildEnvironment({}, docsDir, 3))).toBe('undefined');
    expect(await builtWith(withRspressBuildEnvironment({ MIMALLOC_PURGE_DELAY: '10' }, docsDir, 2))).toBe('10');
  });

  it("runs a large site's build with a small young generation, before the caller's own Node options", async () => {
    const docsDir = path.join(root, 'docs');
    mkdirSync(docsDir);
    for (const page of ['index.md', 'guide.mdx']) writeFileSync(path.join(docsDir, page), '# Page\n');
    // The young generation's size in MB once short-lived objects have filled it for a while.
    const youngGeneration = fakeBuild(`let kept = [];
      for (let i = 0; i < 1e6; i++) { kept.push({ i }); if (kept.length > 2e5) kept = []; }
      const space = require('node:v8').getHeapSpaceStatistics().find((one) => one.space_name === 'new_space');
      fs.writeFileSync(dir + '/index.html', String(space.space_size / 1048576));`);
    const builtWith = async (env: NodeJS.ProcessEnv) => {
      expect(await buildAtomically({ outDir, command: youngGeneration, env })).toBe(0);
      return Number(readFileSync(path.join(outDir, 'index.html'), 'utf8'));
    };
    expect(await builtWith(withRspressBuildEnvironment({}, docsDir, 2))).toBe(2 * largeSiteSemiSpaceMb);
    expect(await builtWith(withRspressBuildEnvironment({}, docsDir, 3))).toBeGreaterThan(2 * largeSiteSemiSpaceMb);
    const callers = withRspressBuildEnvironment({ NODE_OPTIONS: '--max-semi-space-size=2' }, docsDir, 2);
    expect(await builtWith(callers)).toBe(4);
  });

  it('starts from an empty staging folder, whatever an interrupted build left there', async () => {
    mkdirSync(stagingDirOf(outDir));
    writeFileSync(path.join(stagingDirOf(outDir), 'stale.html'), 'from an interrupted build');
    expect(await buildAtomically({ outDir, command: fakeBuild('') })).toBe(0);
    expect(readdirSync(outDir)).toEqual(['index.html']);
  });
});
