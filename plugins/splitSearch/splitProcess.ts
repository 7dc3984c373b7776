/**
 * Child process entry: splits a large build's search indexes (`writeSplitIndex.ts`). In a process of its own so that
 * its memory is not the build's: at 10,000 pages Rspress's index is some 60 MB of JSON, parsed and indexed here,
 * while the build's process still holds the bundler's memory; and it runs beside the other outputs after the build.
 */
import { answerParent } from '../answerParent.ts';
import { type WrittenIndex, writeSplitIndexes } from './writeSplitIndex.ts';

export interface SplitRequest {
  outDir: string;
  wholeIndexGzipBytes: number;
}

answerParent(({ outDir, wholeIndexGzipBytes }: SplitRequest): WrittenIndex[] =>
  writeSplitIndexes(outDir, wholeIndexGzipBytes),
);
