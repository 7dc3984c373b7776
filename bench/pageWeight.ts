/**
 * JS and CSS a first visit transfers, per page, measured in Chromium against a production build. Sizes are the files'
 * raw bytes and their gzip size (what a CDN with compression sends). The page is loaded with the Save-Data hint,
 * which turns the site's link prefetching off, so the figures are what the page itself needs; prefetched route chunks
 * (links in view, low priority) come on top on a normal connection. Also counts requests to other origins (and the
 * render-blocking ones, as Chromium classifies them) and the JS that is Scalar's (the `/api` reference).
 *
 * Usage: `npm run build && npx tsx bench/pageWeight.ts [/path …]`; `npm run bench` calls `measurePageWeights`.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../scripts/chromium';
import { startServer } from '../scripts/serve';
import { kilobytes } from './stats';

/** The first-visit pages of the issue: home, a docs page, the blog, a post and the API reference. */
export const defaultPages = ['/', '/integration', '/blog', '/blog/osoite-api', '/api'];

export interface PageWeight {
  page: string;
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
  /** Gzipped JS from Scalar's modules (the API reference widget); should be 0 except on `/api`. */
  scalarJsGzip: number;
  /** URLs requested from another origin. */
  thirdParty: string[];
  /** Of those, the ones Chromium marks render-blocking. */
  renderBlockingThirdParty: string[];
}

/** Whether a script is (part of) Scalar's bundle: its package paths and class names survive minification. */
export const isScalarScript = (body: string): boolean => /@scalar\/|scalar-app|scalar-api-reference/.test(body);

const blocking = new Set(['Blocking', 'InBodyParserBlocking']);

/** Serves `root` (a production build) on loopback and measures each page's first visit in a fresh context. */
export async function measurePageWeights(root: string, pages: readonly string[] = defaultPages): Promise<PageWeight[]> {
  const server = await startServer({ root, port: 0 });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  const weights: PageWeight[] = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      // Save-Data: the site prefetches no route chunks (theme/prefetch), so only what this page needs is counted.
      await tab.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
      });
      const weight: PageWeight = {
        page,
        jsRaw: 0,
        jsGzip: 0,
        cssRaw: 0,
        cssGzip: 0,
        scalarJsGzip: 0,
        thirdParty: [],
        renderBlockingThirdParty: [],
      };
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Network.enable');
      cdp.on('Network.requestWillBeSent', ({ request, renderBlockingBehavior }) => {
        if (!/^https?:/.test(request.url) || new URL(request.url).origin === origin) return;
        weight.thirdParty.push(request.url);
        if (renderBlockingBehavior && blocking.has(renderBlockingBehavior)) {
          weight.renderBlockingThirdParty.push(request.url);
        }
      });
      const pending: Promise<void>[] = [];
      tab.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          response.body().then((body) => {
            const gzip = gzipSync(body, { level: 9 }).length;
            if (type === 'script') {
              weight.jsRaw += body.length;
              weight.jsGzip += gzip;
              if (isScalarScript(body.toString('utf8'))) weight.scalarJsGzip += gzip;
            } else {
              weight.cssRaw += body.length;
              weight.cssGzip += gzip;
            }
          }),
        );
      });
      await tab.goto(`${origin}${page}`, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      weights.push(weight);
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return weights;
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : defaultPages;
  const weights = await measurePageWeights('doc_build', pages);
  console.log('| page | JS gzip | JS raw | CSS gzip | CSS raw | Scalar JS gzip | third-party requests |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const weight of weights) {
    console.log(
      `| ${weight.page} | ${kilobytes(weight.jsGzip)} | ${kilobytes(weight.jsRaw)} | ${kilobytes(weight.cssGzip)} | ` +
        `${kilobytes(weight.cssRaw)} | ${kilobytes(weight.scalarJsGzip)} | ${weight.thirdParty.length} |`,
    );
  }
}
