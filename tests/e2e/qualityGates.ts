import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startScalar } from './apiPage';
import { axe } from './axe';
import { browserForFile, siteOrigin, siteUrl } from './browser';
import { builtRoutes, scrollThrough, unknownPath } from './builtRoutes';
import { axeRoutes } from './routeKinds';

type ColorMode = 'light' | 'dark';

/** What one visit of a route gathers for every gate. */
interface Evidence {
  /** The page's Content-Security-Policy, from its meta tag. */
  policy: string;
  cspViolations: { directive: string; blocked: string }[];
  /** Requests to any origin but the site's (`data:` and `blob:` URLs are not requests). */
  foreignRequests: string[];
  consoleErrors: string[];
  /** `rule: targets` of each axe violation, when axe ran. */
  axeViolations: string[];
}

/**
 * Loads `route` in `mode` once and gathers every gate's evidence: axe's results on the hydrated page (on /api, on
 * Scalar, not the static reference it replaces), then, after scrolling through so that lazy and in-view behaviour
 * runs, the policy violations and the requests and console errors of the whole visit.
 */
async function visit(page: Page, route: string, mode: ColorMode, withAxe: boolean): Promise<Evidence> {
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
  await page.addInitScript((value) => {
    localStorage.setItem('theme', value);
    const seen: Evidence['cspViolations'] = [];
    Object.assign(window, { __vhCspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  }, mode);
  // axe wants the settled page; the other gates' evidence is complete once scrollThrough's network is idle.
  await page.goto(siteUrl(route), { waitUntil: withAxe ? 'networkidle' : 'load' });
  await page.locator('footer.vh-footer').waitFor();
  if (route === '/api') {
    await startScalar(page);
    await page.locator('.vh-api-reference button.scalar-code-copy[aria-label]').first().waitFor();
  }
  const policy =
    (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '(no policy)';
  const axeViolations = withAxe
    ? (await axe(page).analyze()).violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      )
    : [];
  await scrollThrough(page);
  const cspViolations = await page.evaluate(
    () => (window as unknown as { __vhCspViolations: Evidence['cspViolations'] }).__vhCspViolations,
  );
  return { policy, cspViolations, foreignRequests, consoleErrors, axeViolations };
}

/**
 * The quality gates over every route of doc_build in one colour mode: one visit a route, and each gate its own test,
 * so that a failure names the gate and the route. axe checks a representative few of each kind of generated blog list
 * page (tests/e2e/routeKinds.ts); the other gates check them all.
 */
export function describeQualityGates(mode: ColorMode): void {
  // Each visit closes its own page; the next route's visit starts while a test still runs. The visits share one
  // context: a reader's cache of the site's common scripts, and the colour mode set before each load (run alone, a
  // mode's file took 64.6 CPU s with a context a visit, 44.0 with one). What a visit gathers is its own page's.
  const openPage = browserForFile({ closesOwnPages: true, isolation: 'page' });
  const routes = builtRoutes();
  const checkedByAxe = new Set(axeRoutes(routes));
  console.log(
    [
      `quality gates, ${mode} mode, routes checked:`,
      `Content-Security-Policy ${routes.length}, third-party requests ${routes.length}, console errors ${routes.length},`,
      `axe ${checkedByAxe.size} (${routes.length - checkedByAxe.size} generated blog list pages left to the first and last of their kind)`,
    ].join(' '),
  );
  const visits = new Map<string, Promise<Evidence>>();
  const start = (route: string): Promise<Evidence> => {
    let evidence = visits.get(route);
    if (!evidence) {
      evidence = openPage({ colorScheme: mode }).then(async (page) => {
        try {
          return await visit(page, route, mode, checkedByAxe.has(route));
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

  describe(`quality gates in ${mode} mode`, () => {
    it('axe, as the gates run it, reports violations planted in a page', async () => {
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
    });

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
        it('has no axe violation', async () => {
          expect((await evidenceOf(route)).axeViolations).toEqual([]);
        });
    });
  });
}
