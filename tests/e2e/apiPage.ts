import type { Page } from 'playwright-core';
import { scalarStartHook } from '../../theme/components/ApiReference/scalarStartHook';

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
