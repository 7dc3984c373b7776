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

/** A page with errors planted, checked in the same run: proves that the checker reports what it finds. */
const plantedErrors = path.join('tests', 'fixtures', 'html', 'invalid.html');

/**
 * The JVM tuned for one short run, and the checker without its language detection (which only ever gives warnings,
 * and `--errors-only` hides them): about 2.7 CPU s instead of 9.5 on this machine, with the same messages. C1-only
 * compiled code needs a larger thread stack for the checker's schema.
 */
const javaArgs = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-jar', vnuJar];
const vnuArgs = ['--errors-only', '--no-langdetect', '--format', 'json', '--exit-zero-always'];

describe('valid HTML', () => {
  it('the Nu Html Checker (vnu) finds no error in any built page', async () => {
    const files = builtPages().map((file) => path.join('doc_build', file));
    expect(files.length).toBeGreaterThan(5);
    console.log(`valid HTML: the Nu Html Checker reads ${files.length} built pages`);
    // One JVM for all pages: starting Java per page would cost seconds each.
    const { stderr } = await promisify(execFile)('java', [...javaArgs, ...vnuArgs, ...files, plantedErrors], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages.filter((message) => message.type === 'error');
    const isPlanted = (message: VnuMessage) => message.url.endsWith(plantedErrors.split(path.sep).join('/'));
    expect(errors.filter(isPlanted).length, `the planted errors of ${plantedErrors}`).toBeGreaterThan(0);
    const found = errors
      .filter((message) => !isPlanted(message))
      .map((message) => `${path.basename(message.url)}:${message.lastLine ?? '?'}: ${message.message}`);
    expect(found).toEqual([]);
  });
});
