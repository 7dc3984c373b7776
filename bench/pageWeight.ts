/**
 * JS and CSS a first visit transfers, per page, measured in Chromium against the production build in doc_build/.
 * Sizes are the files' raw bytes and their gzip size (what a CDN with compression sends). The page is loaded with
 * the Save-Data hint, which turns the site's link prefetching off, so the figures are what the page itself needs;
 * prefetched route chunks (links in view, low priority) come on top on a normal connection.
 *
 * Usage: `npm run build && npx tsx bench/pageWeight.ts [/path …]`
 */
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../scripts/serve';

const defaultPages = ['/', '/integration', '/blog', '/blog/osoite-api', '/api'];

interface Weight {
  page: string;
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function measure(pages: string[]): Promise<Weight[]> {
  const server = await startServer({ root: 'doc_build', port: 0 });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const weights: Weight[] = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      // Save-Data: the site prefetches no route chunks (theme/prefetch), so only what this page needs is counted.
      await tab.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
      });
      const weight: Weight = { page, jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0 };
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

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : defaultPages;
const weights = await measure(pages);
console.log('| page | JS gzip | JS raw | CSS gzip | CSS raw |');
console.log('| --- | --- | --- | --- | --- |');
for (const weight of weights) {
  console.log(
    `| ${weight.page} | ${kb(weight.jsGzip)} | ${kb(weight.jsRaw)} | ${kb(weight.cssGzip)} | ${kb(weight.cssRaw)} |`,
  );
}
