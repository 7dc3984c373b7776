import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * A worker module run as a child process of the build, both ends: `startWorkerProcess` in the build, `workerInput`
 * and `toStarter` in the worker, which also run it as a worker thread (the dev server's highlighting does). A
 * process, not a thread, for a worker that runs beside the compile of a large site: a thread's heap is the build's
 * process's memory, whose peak is the compile's (bench/NOTES.md).
 */

/**
 * Starts `entry` in a child process and hands it `input` (its `workerInput`); messages go both ways over IPC. The
 * child's V8 collects its heap once it has doubled since the last full collection, with a young generation of 48
 * MB (`--heap-growing-percent`, `--max-semi-space-size`): a worker keeps little and allocates much, and V8's own
 * pacing let the highlighting worker's process grow much larger at ten thousand pages (bench/NOTES.md).
 */
export function startWorkerProcess(entry: URL, input: unknown): ChildProcess {
  const child = fork(fileURLToPath(entry), [], {
    serialization: 'advanced',
    execArgv: [...process.execArgv, '--heap-growing-percent=100', '--max-semi-space-size=16'],
  });
  child.send(input as object);
  return child;
}

/**
 * Sends `message` to the worker if it is still there. A worker that has ended (it ends once its work is done) may not
 * have been seen to: the send's failure is then dropped, where it would be the child's `error` event.
 */
export function tellWorker(child: ChildProcess, message: unknown): void {
  if (child.connected) child.send(message as object, () => {});
}

/** The worker's way to whoever started it: the thread's parent port, or the child process's IPC channel. */
export interface ToStarter {
  post(message: unknown): void;
  /** Every message after the worker's input, including those that came before the listener. */
  onMessage(listener: (message: unknown) => void): void;
  /** Whether the channel keeps the worker running while it waits for nothing else. */
  keepAlive(alive: boolean): void;
}

/** A child process's IPC messages from its start: the first is its input, which nothing listens for yet. */
const early: unknown[] = [];
let listener: ((message: unknown) => void) | undefined;
let inputArrived: ((input: unknown) => void) | undefined;
if (!parentPort && process.send) {
  process.on('message', (message) => {
    if (inputArrived) {
      inputArrived(message);
      inputArrived = undefined;
    } else if (listener) listener(message);
    else early.push(message);
  });
  // The build ended (or died): nothing will take this worker's results.
  process.on('disconnect', () => process.exit(0));
}

/** What the worker was started with: the thread's `workerData`, or a child process's first message. */
export function workerInput<Input>(): Promise<Input> {
  if (parentPort) return Promise.resolve(workerData as Input);
  if (!process.send) return Promise.reject(new Error('Not started as a worker thread or a worker process.'));
  const first = early.shift();
  if (first !== undefined) return Promise.resolve(first as Input);
  return new Promise((resolve) => {
    inputArrived = (input) => resolve(input as Input);
  });
}

export const toStarter: ToStarter = parentPort
  ? {
      post: (message) => parentPort?.postMessage(message),
      onMessage: (onMessage) => parentPort?.on('message', onMessage),
      keepAlive: (alive) => (alive ? parentPort?.ref() : parentPort?.unref()),
    }
  : {
      post: (message) => process.send?.(message as object),
      onMessage(onMessage) {
        listener = onMessage;
        for (let message = early.shift(); message !== undefined; message = early.shift()) onMessage(message);
      },
      keepAlive: (alive) => (alive ? process.channel?.ref() : process.channel?.unref()),
    };
