import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { builtPages } from './builtRoutes';

/** The checker's jar from the vnu-jar package, run with the machine's Java (17+), not the package's downloader. */
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

describe('valid HTML', () => {
  it('the Nu Html Checker (vnu) finds no error in any built page', async () => {
    const files = builtPages().map((file) => path.join('doc_build', file));
    expect(files.length).toBeGreaterThan(5);
    console.log(`valid HTML: the Nu Html Checker reads ${files.length} built pages`);
    // One JVM for all pages: starting Java per page would cost seconds each.
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === 'error')
      .map((message) => `${path.basename(message.url)}:${message.lastLine ?? '?'}: ${message.message}`);
    expect(errors).toEqual([]);
  });
});
