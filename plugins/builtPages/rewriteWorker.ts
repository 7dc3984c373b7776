/**
 * Worker thread entry: rewrites the built pages (`rewritePages.ts`) beside the other outputs after the build, which
 * keep the build's own thread busy (the `.md` twins, the link check).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PolicyOptions } from './contentSecurityPolicy.ts';
import { rewriteBuiltPages } from './rewritePages.ts';

export interface RewriteRequest {
  outDir: string;
  policyOptions: PolicyOptions;
}

const { outDir, policyOptions } = workerData as RewriteRequest;
parentPort?.postMessage(rewriteBuiltPages(outDir, policyOptions));
