/**
 * Scalar validates with Zod, which probes `Function("")` once to decide whether to compile validators. Under the
 * site's Content-Security-Policy (no 'unsafe-eval') the probe is blocked and reported as a violation; Zod then works
 * without compiling anyway. Telling it up front avoids the probe. Import before Scalar parses anything.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
