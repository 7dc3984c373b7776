import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collapseDuration } from '../../theme/components/Details/collapseDuration';
import { browserForFile, siteUrl, waitForHydration } from './browser';

const openPage = browserForFile({ isolation: 'page' });

const summaryName = 'The widget module, address-autocomplete.ts';

async function widgetDetails(page: Page) {
  await page.goto(siteUrl('/integration'), { waitUntil: 'networkidle' });
  // The animation is React's: a click before hydration only toggles the native element.
  await waitForHydration(page);
  const details = page.locator('details.vh-details').filter({ hasText: summaryName });
  return { details, summary: details.locator('summary'), content: details.locator('.vh-details__content') };
}

/** The running animation's duration and the content's full height, read in the same frame as the click. */
const clickAndReadAnimation = (summary: Awaited<ReturnType<typeof widgetDetails>>['summary']) =>
  summary.evaluate((element) => {
    (element as HTMLElement).click();
    const content = element.parentElement?.querySelector('.vh-details__content') as HTMLElement;
    const animations = content.getAnimations();
    return {
      count: animations.length,
      duration: Number(animations[0]?.effect?.getTiming().duration ?? 0),
      height: content.scrollHeight,
    };
  });

describe('Details', () => {
  it('wraps the long widget example on /integration, collapsed, and animates it open and closed', async () => {
    const page = await openPage();
    const { details, summary, content } = await widgetDetails(page);
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    expect(await content.isVisible()).toBe(false);

    const opening = await clickAndReadAnimation(summary);
    expect(opening.count).toBe(1);
    expect(opening.height).toBeGreaterThan(500);
    expect(opening.duration).toBe(collapseDuration(opening.height));
    await expect.poll(() => content.evaluate((element) => element.getAnimations().length)).toBe(0);
    expect(await content.locator('code').first().innerText()).toContain('export interface AddressSuggestion');

    const closing = await clickAndReadAnimation(summary);
    expect(closing.count).toBe(1);
    await expect.poll(() => details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
  });

  it('opens and closes without animation under prefers-reduced-motion', async () => {
    const page = await openPage({ reducedMotion: 'reduce' });
    const { details, summary } = await widgetDetails(page);
    const opening = await clickAndReadAnimation(summary);
    expect(opening.count).toBe(0);
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    await summary.click();
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
  });
});
