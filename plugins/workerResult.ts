import { Worker } from 'node:worker_threads';

/**
 * Runs a worker thread that does one task and posts one message: resolves with that message, rejects with the
 * worker's error, or when it exits without posting (`<task> stopped (exit code N).`), so a failure fails the build.
 */
export function workerResult<Result>(entry: URL, workerData: unknown, task: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, { workerData });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`${task} stopped (exit code ${code}).`)));
  });
}
