import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { browserForFile, siteUrl } from './browser';
import { builtRoutes } from './builtRoutes';

const openPage = browserForFile();

const cases = builtRoutes().flatMap((route) => (['light', 'dark'] as const).map((mode) => ({ route, mode })));

describe('accessibility (axe)', () => {
  it.each(cases)('$route in $mode mode has no axe violations', async ({ route, mode }) => {
    const page = await openPage({ colorScheme: mode });
    await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
    await page.goto(siteUrl(route), { waitUntil: 'networkidle' });
    await page.locator('footer.vh-footer').waitFor();
    // Check Scalar itself, not the fallback it replaces.
    if (route === '/api') await page.locator('.vh-api-reference button.scalar-code-copy[aria-label]').first().waitFor();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const found = violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(found).toEqual([]);
  });
});
