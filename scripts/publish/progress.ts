/**
 * Progress while publishing. On a terminal: one status line per step, redrawn in place with objects and bytes done.
 * Elsewhere (CI logs, pipes): plain lines, one per object, so that a log shows exactly what changed.
 */
import { formatBytes } from './report.ts';

export interface Progress {
  /** A step begins: `verb` in the past tense names what happens to each object (`uploaded`, `deleted`). */
  step(name: string, verb: string, count: number, bytes: number): void;
  done(key: string, bytes: number): void;
  failed(key: string, message: string): void;
  endStep(): void;
}

interface Output {
  write(text: string): unknown;
}

// Redrawing more often than this only costs terminal time.
const redrawInterval = 100;

/** Progress written to `out`, redrawn in place when `tty` is true. */
export function createProgress(out: Output, tty: boolean): Progress {
  let verb = '';
  let total = { count: 0, bytes: 0 };
  let done = { count: 0, bytes: 0 };
  let lastDraw = 0;

  const statusLine = () =>
    `  ${verb} ${done.count}/${total.count} objects, ${formatBytes(done.bytes)} of ${formatBytes(total.bytes)}`;
  const draw = (force: boolean) => {
    const now = Date.now();
    if (!force && now - lastDraw < redrawInterval) return;
    lastDraw = now;
    out.write(`\r\x1b[2K${statusLine()}`);
  };

  return {
    step(name, stepVerb, count, bytes) {
      verb = stepVerb;
      total = { count, bytes };
      done = { count: 0, bytes: 0 };
      out.write(`${name}: ${count} objects (${formatBytes(bytes)})\n`);
      if (tty) draw(true);
    },
    done(key, bytes) {
      done = { count: done.count + 1, bytes: done.bytes + bytes };
      if (tty) draw(done.count === total.count);
      else out.write(`  ${verb} ${key} (${formatBytes(bytes)})\n`);
    },
    failed(key, message) {
      if (tty) out.write('\r\x1b[2K');
      out.write(`  FAILED ${key}: ${message}\n`);
      if (tty) draw(true);
    },
    endStep() {
      // The last object's redraw may have been skipped (throttled, or the step ended on a failure).
      if (tty) {
        draw(true);
        out.write('\n');
      }
    },
  };
}
