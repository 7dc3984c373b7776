import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ProcessAnswer } from './answerParent.ts';

/**
 * Runs `entry`, a module that answers through `answerParent`, in a child process given `input`: resolves with its
 * answer, rejects with the error it threw (its message and stack) or when it exits without answering (`<task>
 * stopped (exit code N).`), so a failure fails the build. A process, not a worker thread: a thread's heap is the
 * build's process's memory, which after a large build still holds the bundler's, and the outputs after the build
 * then added theirs to it.
 */
export function processResult<Result>(entry: URL, input: unknown, task: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(entry), [], { serialization: 'advanced' });
    child.once('message', (answer: ProcessAnswer<Result>) => {
      if ('result' in answer) resolve(answer.result);
      else reject(Object.assign(new Error(answer.error.message), { stack: answer.error.stack }));
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => reject(new Error(`${task} stopped (${signal ?? `exit code ${code}`}).`)));
    child.send(input as object);
  });
}
