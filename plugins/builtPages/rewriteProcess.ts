/**
 * Child process entry: rewrites a large build's pages (`rewritePages.ts`) beside the other outputs after the build, which
 * keep the build's own thread busy (the `.md` twins, the link check).
 */
import { answerParent } from '../answerParent.ts';
import type { PolicyOptions } from './contentSecurityPolicy.ts';
import type { KeptPagesInput } from './keptPages.ts';
import { rewriteBuiltPages } from './rewritePages.ts';

export interface RewriteRequest {
  outDir: string;
  policyOptions: PolicyOptions;
  kept?: KeptPagesInput | undefined;
}

answerParent(({ outDir, policyOptions, kept }: RewriteRequest) => rewriteBuiltPages(outDir, policyOptions, kept));
