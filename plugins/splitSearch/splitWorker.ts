/**
 * Worker thread entry: splits the build's search indexes (`writeSplitIndex.ts`). In a thread of its own so that its
 * heap is not the build's: at 10,000 pages Rspress's index is some 60 MB of JSON, parsed and indexed here, while the
 * build's heap still holds the SSR bundle of every page; and it runs beside the other outputs after the build.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type WrittenIndex, writeSplitIndexes } from './writeSplitIndex.ts';

export interface SplitRequest {
  outDir: string;
  wholeIndexGzipBytes: number;
}

const { outDir, wholeIndexGzipBytes } = workerData as SplitRequest;
const written: WrittenIndex[] = writeSplitIndexes(outDir, wholeIndexGzipBytes);
parentPort?.postMessage(written);
