/**
 * Lighthouse scores of a production build: npm `lighthouse` with Debian's Chromium (chrome-launcher, the browser
 * tests' flags), default settings (mobile, simulated throttling), the build served on loopback by scripts/serve.ts.
 * Only the site's own origin is loaded, so nothing leaves the machine.
 *
 * Usage: `npm run build && npx tsx bench/lighthouse.ts [/path …]`; `npm run bench` calls `runLighthouse`.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../scripts/chromium';
import { startServer } from '../scripts/serve';

/** Home, a docs page, the blog, a post and the API reference. */
export const defaultRoutes = ['/', '/authentication', '/blog', '/blog/osoite-api', '/api'];

/** The categories the issue sets targets for, in report order. */
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseResult {
  route: string;
  /** Category id → score 0–100 (null when Lighthouse could not score it). */
  scores: Record<string, number | null>;
  /** Audits that lost points, per category, for explaining a shortfall: `audit-id (score)`. */
  failing: Record<string, string[]>;
  /** Performance metrics in ms (CLS unitless): FCP, LCP, TBT, SI, CLS. */
  metrics: Record<string, number>;
  runtimeError?: string;
  ms: number;
}

const metricAudits = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  SI: 'speed-index',
  CLS: 'cumulative-layout-shift',
} as const;

/** Serves `root` and runs Lighthouse once per route, one Chromium for all. */
export async function runLighthouse(
  root: string,
  routes: readonly string[] = defaultRoutes,
  log: (line: string) => void = () => {},
): Promise<LighthouseResult[]> {
  const server = await startServer({ root, port: 0 });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const results: LighthouseResult[] = [];
  try {
    for (const route of routes) {
      const started = Date.now();
      const run = await lighthouse(`${origin}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!run) throw new Error(`Lighthouse returned no result for ${route}`);
      const { lhr } = run;
      const scores: Record<string, number | null> = {};
      const failing: Record<string, string[]> = {};
      for (const [id, category] of Object.entries(lhr.categories)) {
        scores[id] = category.score === null ? null : Math.round(category.score * 100);
        failing[id] = category.auditRefs
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
          .map((audit) => `${audit?.id} (${audit?.score})`);
      }
      const metrics = Object.fromEntries(
        Object.entries(metricAudits).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
      );
      results.push({
        route,
        scores,
        failing,
        metrics,
        runtimeError: lhr.runtimeError?.message,
        ms: Date.now() - started,
      });
      log(`lighthouse ${route}: ${categories.map((id) => `${id} ${scores[id] ?? '—'}`).join(', ')}`);
    }
  } finally {
    chrome.kill();
    server.close();
  }
  return results;
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : defaultRoutes;
  await runLighthouse('doc_build', routes, console.log);
}
