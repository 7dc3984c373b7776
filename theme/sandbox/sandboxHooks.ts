/** The sandbox's test hooks, which only the test build (`VIHJE_TEST_HOOKS`) installs: their names and the exchange log. */
import type { SandboxExchange } from '../../sampleApi/server/createSandboxFetch';

/** The `window` property under which the test build offers the browser tests the in-page sandbox's `fetch`. */
export const sandboxFetchHook = 'vhSandboxFetch';

/** The `window` property under which the test build lists every request the sandbox answered, in order. */
export const sandboxExchangesHook = 'vhSandboxExchanges';

/** Test hook, in the test build only: records an answered request under `window[sandboxExchangesHook]`. */
export function recordSandboxExchange(exchange: SandboxExchange): void {
  const log = window as unknown as Record<string, SandboxExchange[] | undefined>;
  log[sandboxExchangesHook] ??= [];
  log[sandboxExchangesHook].push(exchange);
}
