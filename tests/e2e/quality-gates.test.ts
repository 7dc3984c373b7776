import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scalarMarkup } from '../../theme/upstream/scalar/markup';
import { startScalar } from './apiPage';
import { axe } from './axe';
import { browserForFile, siteOrigin, siteUrl } from './browser';
import { builtRoutes, scrollThrough, unknownPath } from './builtRoutes';
import { axeRoutes } from './routeKinds';

type ColorMode = 'light' | 'dark';

/** What one visit of a route gathers for every gate, in both colour modes. */
interface Evidence {
  /** The page's Content-Security-Policy, from its meta tag. */
  policy: string;
  cspViolations: { directive: string; blocked: string }[];
  /** Requests to any origin but the site's (`data:` and `blob:` URLs are not requests). */
  foreignRequests: string[];
  consoleErrors: string[];
  /** `rule: targets` of each axe violation in each mode, when axe ran. */
  axeViolations: Record<ColorMode, string[]>;
}

const axeViolations = async (page: Page): Promise<string[]> =>
  (await axe(page).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

/**
 * Turns the system's colour scheme to dark and waits until the page shows it: the site follows the system live when
 * the reader stored no choice, as a reader's page does when their OS switches at dusk. Scalar, on /api, follows the
 * site. axe reads colours, so the colour transitions of Rspress's theme must have ended first.
 */
async function switchToDark(page: Page, route: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(
    ({ scalarDarkClass }) =>
      document.documentElement.classList.contains('dark') &&
      (scalarDarkClass === null || document.body.classList.contains(scalarDarkClass)) &&
      !document.getAnimations().some((animation) => animation instanceof CSSTransition),
    { scalarDarkClass: route === '/api' ? scalarMarkup.darkBodyClass : null },
  );
}

/**
 * Loads `route` once, in light mode with no stored choice, and gathers every gate's evidence: axe's results on the
 * hydrated page (on /api, on Scalar, not the static reference it replaces), then the same in dark mode, then, after
 * scrolling through so that lazy and in-view behaviour runs, the policy violations and the requests and console
 * errors of the whole visit.
 */
async function visit(page: Page, route: string, withAxe: boolean): Promise<Evidence> {
  const foreignRequests: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== siteOrigin())
      foreignRequests.push(request.url());
  });
  page.on('console', (message) => {
    // The unknown path's own 404 status, which the browser logs as an error, is what that route is for.
    const own404 = route === unknownPath && message.location().url === siteUrl(unknownPath);
    if (message.type() === 'error' && !own404) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.addInitScript(() => {
    const seen: Evidence['cspViolations'] = [];
    Object.assign(window, { __vhCspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
  // axe wants the settled page; the other gates' evidence is complete once scrollThrough's network is idle.
  await page.goto(siteUrl(route), { waitUntil: withAxe ? 'networkidle' : 'load' });
  await page.locator('footer.vh-footer').waitFor();
  if (route === '/api') {
    await startScalar(page);
    await page.locator('.vh-api-reference button.scalar-code-copy[aria-label]').first().waitFor();
  }
  const policy =
    (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '(no policy)';
  const light = withAxe ? await axeViolations(page) : [];
  await switchToDark(page, route);
  const dark = withAxe ? await axeViolations(page) : [];
  await scrollThrough(page);
  const cspViolations = await page.evaluate(
    () => (window as unknown as { __vhCspViolations: Evidence['cspViolations'] }).__vhCspViolations,
  );
  return { policy, cspViolations, foreignRequests, consoleErrors, axeViolations: { light, dark } };
}

/**
 * The quality gates over every route of doc_build: one visit a route for every gate in both colour modes, and each
 * gate its own test, so that a failure names the gate, the mode and the route. axe checks a representative few of each
 * kind of generated blog list page (tests/e2e/routeKinds.ts); the other gates check them all.
 */
// Each visit closes its own page; the next route's visit starts while a test still runs. The visits share one context,
// as a reader's visits share a cache of the site's common scripts (bench/NOTES.md has what that saves). What a visit
// gathers is its own page's.
const openPage = browserForFile({ closesOwnPages: true, isolation: 'page' });
const routes = builtRoutes();
const checkedByAxe = new Set(axeRoutes(routes));
console.log(
  [
    'quality gates, routes checked:',
    `Content-Security-Policy ${routes.length}, third-party requests ${routes.length}, console errors ${routes.length},`,
    `axe in each colour mode ${checkedByAxe.size} (${routes.length - checkedByAxe.size} generated blog list pages left to the first and last of their kind)`,
  ].join(' '),
);
const visits = new Map<string, Promise<Evidence>>();
const start = (route: string): Promise<Evidence> => {
  let evidence = visits.get(route);
  if (!evidence) {
    evidence = openPage({ colorScheme: 'light' }).then(async (page) => {
      try {
        return await visit(page, route, checkedByAxe.has(route));
      } finally {
        await page.close();
      }
    });
    // A failed visit fails its route's tests when they await it, not as an unhandled rejection before.
    evidence.catch(() => {});
    visits.set(route, evidence);
  }
  return evidence;
};
/** The route's evidence; the next route's visit starts meanwhile, so that one page's waits overlap the other's work. */
const evidenceOf = (route: string): Promise<Evidence> => {
  const next = routes[routes.indexOf(route) + 1];
  const evidence = start(route);
  if (next) start(next);
  return evidence;
};

// A test waits for its route's visit; `/api`'s (Scalar started, axe twice on its reference, the page scrolled through)
// is the longest, and on one busy core it came within half of the browser tests' default minute (bench/NOTES.md).
describe('quality gates', { timeout: 120_000 }, () => {
  it.each(['light', 'dark'] as const)(
    'axe, as the gates run it, reports violations planted in a page (%s mode)',
    async (mode) => {
      const page = await openPage({ colorScheme: mode });
      try {
        await page.setContent(
          '<html lang="en"><title>Planted</title><main><img src="data:,"><p style="color:#777;background:#888">Faint</p></main></html>',
        );
        const ids = (await axe(page).analyze()).violations.map((violation) => violation.id);
        expect(ids).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
      } finally {
        await page.close();
      }
    },
  );

  describe.each(routes)('%s', (route) => {
    it('runs under a strict Content-Security-Policy with no violation', async () => {
      const { policy, cspViolations } = await evidenceOf(route);
      const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).toMatch(/^\s*script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*$/);
      expect(policy).not.toContain('unsafe-eval');
      expect(cspViolations).toEqual([]);
    });

    it('requests nothing from another origin', async () => {
      expect((await evidenceOf(route)).foreignRequests).toEqual([]);
    });

    it('logs no error to the console', async () => {
      expect((await evidenceOf(route)).consoleErrors).toEqual([]);
    });

    if (checkedByAxe.has(route))
      it.each(['light', 'dark'] as const)('has no axe violation in %s mode', async (mode) => {
        expect((await evidenceOf(route)).axeViolations[mode]).toEqual([]);
      });
  });
});
