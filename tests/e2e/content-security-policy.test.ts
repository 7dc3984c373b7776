import { describe, expect, it } from 'vitest';
import { browserForFile, siteUrl } from './browser';
import { builtRoutes, scrollThrough } from './builtRoutes';

const openPage = browserForFile();

interface Violation {
  directive: string;
  blocked: string;
}

describe('Content Security Policy', () => {
  it.each(builtRoutes())('%s runs under a strict policy with no violation', async (route) => {
    const page = await openPage();
    await page.addInitScript(() => {
      const seen: Violation[] = [];
      Object.assign(window, { __vhCspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
      });
    });
    await page.goto(siteUrl(route), { waitUntil: 'networkidle' });
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    const scriptSrc = policy?.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/^\s*script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*$/);
    expect(policy).not.toContain('unsafe-eval');
    // The page must really work under it: hydrated (React attached) and, on /api, Scalar rendered.
    await page.locator('footer.vh-footer').waitFor();
    if (route === '/api')
      await page.locator('.vh-api-reference .scalar-app, .vh-api-reference .references-layout').first().waitFor();
    await scrollThrough(page);
    const violations = await page.evaluate(
      () => (window as unknown as { __vhCspViolations: Violation[] }).__vhCspViolations,
    );
    expect(violations).toEqual([]);
  });
});
