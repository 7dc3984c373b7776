import type { Page } from 'playwright-core';
import type { SandboxExchange } from '../../sampleApi/server/createSandboxFetch';
import { scalarStartHook } from '../../theme/components/ApiReference/scalarStartHook';
import { sandboxExchangesHook } from '../../theme/sandbox/sandboxHooks';

/** What the in-page sandbox answered so far, through the test build's hook (theme/sandbox/sandboxHooks.ts). */
export const sandboxExchanges = (page: Page): Promise<SandboxExchange[]> =>
  page.evaluate(
    (hook) => (window as unknown as Record<string, SandboxExchange[] | undefined>)[hook] ?? [],
    sandboxExchangesHook,
  );

/** Scalar's server list. */
export const serverList = (page: Page) =>
  page
    .locator('.vh-api-reference')
    .getByRole('button', { name: /^Server:/ })
    .first();

/** Opens Scalar's client on the first operation and sends its request to the selected server. */
export async function sendFirstGetRequest(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /Test Request/ })
    .first()
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Send get request to/i })
    .click();
}

/**
 * Starts Scalar on /api at once through the test build's hook (theme/components/ApiReference/scalarStartHook.ts),
 * instead of waiting out the page's quiet window; waiting for it to render is up to the caller.
 */
export async function startScalar(page: Page): Promise<void> {
  const hook = await page.waitForFunction(
    (name) => (window as unknown as Record<string, unknown>)[name],
    scalarStartHook,
  );
  await hook.evaluate((start) => (start as () => void)());
}
