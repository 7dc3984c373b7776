import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { processResult } from './processResult';

const dir = mkdtempSync(path.join(tmpdir(), 'vihje-process-result-'));
const answerParent = pathToFileURL(path.resolve(import.meta.dirname, 'answerParent.ts')).href;

/** A child process entry written to the temporary folder, from its source. */
function entry(name: string, source: string): URL {
  const file = path.join(dir, name);
  writeFileSync(file, source);
  return pathToFileURL(file);
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('processResult', () => {
  it("resolves with the child's answer to the input it was sent, in a process other than the caller's", async () => {
    const child = entry(
      'doubles.ts',
      `import { answerParent } from '${answerParent}';\n` +
        'answerParent((input: { values: Map<string, number> }) => ({ pid: process.pid, doubled: [...input.values].map(([key, value]) => [key, value * 2]) }));\n',
    );
    const answer = await processResult<{ pid: number; doubled: [string, number][] }>(
      child,
      {
        values: new Map([
          ['a', 1],
          ['b', 2],
        ]),
      },
      'Doubling',
    );
    expect(answer.doubled).toEqual([
      ['a', 2],
      ['b', 4],
    ]);
    expect(answer.pid).not.toBe(process.pid);
  });

  it("rejects with the child's error, its message as it was thrown", async () => {
    const child = entry(
      'throws.ts',
      `import { answerParent } from '${answerParent}';\n` +
        "answerParent(() => { throw new Error('doc_build/index.html: no <head> to add the policy to'); });\n",
    );
    await expect(processResult(child, {}, 'The rewrite')).rejects.toThrow(
      'doc_build/index.html: no <head> to add the policy to',
    );
  });

  it('rejects, naming the task, when the child exits without answering', async () => {
    const child = entry('exits.ts', 'process.exit(3);\n');
    await expect(processResult(child, {}, 'The search index split')).rejects.toThrow(
      'The search index split stopped (exit code 3).',
    );
  });
});
