import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { temporaryFolder } from '../tests/temporaryFolder';
import { pluginPreviousOutputLast } from './previousOutput';

/** A folder holding `doc_build/` with one page, as a build left it. */
function builtSite(): { root: string; outDir: string } {
  const root = temporaryFolder('vihje-previous-output-');
  const outDir = path.join(root, 'doc_build');
  mkdirSync(path.join(outDir, 'guides'), { recursive: true });
  writeFileSync(path.join(outDir, 'guides', 'index.html'), 'old');
  return { root, outDir };
}

/**
 * A build's process: the plugin's `beforeBuild`, then the new output written, then the folders beside it printed as
 * they are once the build has written everything, before its process exits.
 */
const buildProcess = `
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { pluginPreviousOutputLast } from ${JSON.stringify(path.resolve(import.meta.dirname, 'previousOutput.ts'))};
const [outDir, root] = process.argv.slice(1);
pluginPreviousOutputLast().beforeBuild({ outDir }, true);
mkdirSync(outDir);
writeFileSync(outDir + '/index.html', 'new');
await new Promise((resolve) => setTimeout(resolve, 200));
console.log(JSON.stringify(readdirSync(root).sort()));`;

/** A build's process, as `buildProcess`, that writes part of its output and exits with `code` (a failure). */
function runFailingBuild(outDir: string, root: string, code: number): void {
  const failingBuild = `${buildProcess.replace(/console\.log[^\n]*/, '')}\nprocess.exit(${code});`;
  expect(() =>
    execFileSync(process.execPath, ['--input-type=module', '-e', failingBuild, outDir, root], { stdio: 'ignore' }),
  ).toThrow();
}

describe('pluginPreviousOutputLast', () => {
  it("keeps a production build's previous output aside until the build's process exits, then removes it", async () => {
    const { root, outDir } = builtSite();
    const interrupted = path.join(root, 'doc_build.previous-1-1');
    mkdirSync(interrupted);
    writeFileSync(path.join(interrupted, 'index.html'), 'left by a removal cut short');
    const whileBuilding: string[] = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', buildProcess, outDir, root], { encoding: 'utf8' }),
    );
    expect(whileBuilding).toEqual([
      'doc_build',
      'doc_build.previous-1-1',
      expect.stringMatching(/^doc_build\.previous-\d{13}-\d+$/),
    ]);
    await vi.waitFor(() => expect(readdirSync(root)).toEqual(['doc_build']), { timeout: 10_000, interval: 50 });
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('new');
    expect(readdirSync(outDir)).toEqual(['index.html']);
  });

  it.each([
    ['fails', 1],
    ['is interrupted (Rsbuild exits on SIGTERM with 143)', 143],
  ])('puts the previous output back when the build %s, and removes what it wrote', async (_how, code) => {
    const { root, outDir } = builtSite();
    runFailingBuild(outDir, root, code);
    expect(readdirSync(root)[0]).toBe('doc_build');
    expect(readFileSync(path.join(outDir, 'guides', 'index.html'), 'utf8')).toBe('old');
    expect(readdirSync(outDir)).toEqual(['guides']);
    await vi.waitFor(() => expect(readdirSync(root)).toEqual(['doc_build']), { timeout: 10_000, interval: 50 });
  });

  it('leaves no output from a failed build when there was none before', async () => {
    const root = temporaryFolder('vihje-previous-output-');
    runFailingBuild(path.join(root, 'doc_build'), root, 1);
    await vi.waitFor(() => expect(readdirSync(root)).toEqual([]), { timeout: 10_000, interval: 50 });
  });

  it.each([
    ['the output it set aside', false, 'old'],
    ['the output the variable names, for a build into a staging folder', true, 'live'],
  ])('names, while the build runs, %s', (_what, staging, page) => {
    const { root, outDir } = builtSite();
    const live = path.join(root, 'live');
    mkdirSync(path.join(live, 'guides'), { recursive: true });
    writeFileSync(path.join(live, 'guides', 'index.html'), 'live');
    const named = `
import { readFileSync } from 'node:fs';
import { pluginPreviousOutputLast, previousOutputDir } from ${JSON.stringify(path.resolve(import.meta.dirname, 'previousOutput.ts'))};
const [outDir] = process.argv.slice(1);
pluginPreviousOutputLast().beforeBuild({ outDir }, true);
console.log(readFileSync(previousOutputDir() + '/guides/index.html', 'utf8'));`;
    const variable = staging ? { VIHJE_PREVIOUS_OUT_DIR: live } : {};
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', named, outDir], {
      encoding: 'utf8',
      env: { ...process.env, ...variable },
    });
    expect(output.trim()).toBe(page);
  });

  it("leaves the output alone in the dev server, which writes none (Rspress's isProduction false)", () => {
    const { root, outDir } = builtSite();
    pluginPreviousOutputLast().beforeBuild?.({ outDir }, false);
    expect(readdirSync(root)).toEqual(['doc_build']);
    expect(readFileSync(path.join(outDir, 'guides', 'index.html'), 'utf8')).toBe('old');
  });
});
