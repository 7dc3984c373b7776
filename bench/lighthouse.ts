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
  /** The page's HTML document: bytes sent (compressed, as the CDN sends it) and its size once decompressed. */
  html?: { transferBytes: number; resourceBytes: number };
  runtimeError?: string;
  ms: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

/** The first document Lighthouse's network-requests audit lists: the page itself. */
function documentSize(items: unknown): LighthouseResult['html'] {
  const document = (Array.isArray(items) ? (items as NetworkRequest[]) : []).find(
    (item) => item.resourceType === 'Document',
  );
  if (document?.transferSize === undefined || document.resourceSize === undefined) return undefined;
  return { transferBytes: document.transferSize, resourceBytes: document.resourceSize };
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
      const details = lhr.audits['network-requests']?.details;
      const html = documentSize(details && 'items' in details ? details.items : undefined);
      results.push({
        route,
        scores,
        failing,
        metrics,
        ...(html ? { html } : {}),
        runtimeError: lhr.runtimeError?.message,
        ms: Date.now() - started,
      });
      log(
        `lighthouse ${route}: ${categories.map((id) => `${id} ${scores[id] ?? '—'}`).join(', ')}; ` +
          `LCP ${Math.round(metrics.LCP ?? Number.NaN)} ms, TBT ${Math.round(metrics.TBT ?? Number.NaN)} ms, ` +
          `CLS ${(metrics.CLS ?? Number.NaN).toFixed(3)}; HTML ${html ? `${html.transferBytes} B sent, ${html.resourceBytes} B` : '—'}`,
      );
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
