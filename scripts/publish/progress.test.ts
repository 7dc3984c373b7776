import { describe, expect, it } from 'vitest';
import { createProgress } from './progress';

function capture() {
  let text = '';
  return { out: { write: (chunk: string) => (text += chunk) }, text: () => text };
}

describe('createProgress', () => {
  it('writes one plain line per object when not on a terminal', () => {
    const { out, text } = capture();
    const progress = createProgress(out, false);
    progress.step('Uploading assets', 'uploaded', 2, 2500);
    progress.done('static/a.1234abcd.js', 500);
    progress.failed('static/b.1234abcd.js', 'InternalError (HTTP 500, 5 attempts)');
    progress.endStep();
    expect(text()).toBe(
      'Uploading assets: 2 objects (2.5 kB)\n' +
        '  uploaded static/a.1234abcd.js (500 B)\n' +
        '  FAILED static/b.1234abcd.js: InternalError (HTTP 500, 5 attempts)\n',
    );
  });

  it('redraws one status line with objects and bytes on a terminal', () => {
    const { out, text } = capture();
    const progress = createProgress(out, true);
    progress.step('Uploading pages', 'uploaded', 2, 3000);
    progress.done('a', 1000);
    progress.done('b', 2000);
    progress.endStep();
    expect(text().startsWith('Uploading pages: 2 objects (3.0 kB)\n\r\x1b[2K  uploaded 0/2 objects')).toBe(true);
    expect(text().endsWith('\r\x1b[2K  uploaded 2/2 objects, 3.0 kB of 3.0 kB\n')).toBe(true);
    expect(text()).not.toContain('uploaded a');
  });

  it('leaves the final count on screen when a step ends on a failure', () => {
    const { out, text } = capture();
    const progress = createProgress(out, true);
    progress.step('Uploading assets', 'uploaded', 2, 2000);
    progress.done('a', 1000);
    progress.failed('b', 'SlowDown (HTTP 503, 5 attempts)');
    progress.endStep();
    expect(text()).toContain('\r\x1b[2K  FAILED b: SlowDown (HTTP 503, 5 attempts)\n');
    expect(text().endsWith('\r\x1b[2K  uploaded 1/2 objects, 1.0 kB of 2.0 kB\n')).toBe(true);
  });
});
