import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../temporaryFolder';

// A page's HTML put together with the app's HTML last, after the template is filled and its head tags merged
// (patches/@rspress+core+2.0.22+030+ssg-app-html-last.patch), from a render stored in the SSG cache, whose app's
// HTML goes into the page as bytes (patches/@rspress+core+2.0.22+031+ssg-stored-render-as-bytes.patch).

const ssgDir = path.resolve(import.meta.dirname, '../../node_modules/@rspress/core/dist/node/ssg');

/** A head entry as the SSG cache stores it; entry 0 is the template's own, which unhead adds when it merges. */
interface HeadEntry {
  index: number;
  input: Record<string, unknown>;
  options?: Record<string, unknown>;
}

const template =
  '<!DOCTYPE html><html><head><meta charset="utf-8"><!--<?- GENERATOR ?>--><!--<?- HEAD ?>--></head>' +
  '<body><div id="root"><!--<?- DOC_CONTENT ?>--></div><script src="/static/js/index.js"></script></body></html>';

/** The page of a route whose stored render is `appHtml` and `headEntries`, put into `template`, as its bytes. */
async function pageBytesFrom(appHtml: string, headEntries: HeadEntry[]): Promise<Buffer> {
  const { renderOrReusePage } = (await import(pathToFileURL(path.join(ssgDir, 'renderPage.js')).href)) as {
    renderOrReusePage: (...args: unknown[]) => Promise<{ html: string | Buffer; reused: boolean }>;
  };
  const { storedRenderText } = (await import(pathToFileURL(path.join(ssgDir, 'htmlCache.js')).href)) as {
    storedRenderText: (rendered: { appHtml: string; headEntries: HeadEntry[] }) => string;
  };
  const stored = path.join(temporaryFolder('vihje-ssg-app-html-'), 'page.render');
  writeFileSync(stored, storedRenderText({ appHtml, headEntries }));
  const route = { routePath: '/guide', absolutePath: '/site/docs/guide.md', relativePath: 'guide.md' };
  const page = await renderOrReusePage(route, template, [], '/no/bundle.cjs', [], undefined, stored, false);
  expect(page.reused).toBe(true);
  return Buffer.from(page.html);
}

/** The same page as text. */
const pageFrom = async (appHtml: string, headEntries: HeadEntry[]): Promise<string> =>
  (await pageBytesFrom(appHtml, headEntries)).toString('utf8');

describe('a page put together from its stored render', () => {
  it('has the app’s HTML in its root and the render’s head tags in its head', async () => {
    const html = await pageFrom('<main><h1>Guide</h1><p>Hyvää päivää — 👋</p></main>', [
      { index: 1, input: { title: 'Guide | Vihje', meta: [{ name: 'description', content: 'A guide.' }] } },
    ]);
    expect(html).toMatch(/<head>.*<title>Guide \| Vihje<\/title>.*<\/head>/s);
    expect(html).toMatch(/<head>.*<meta name="description" content="A guide.">.*<\/head>/s);
    expect(html).toContain('<div id="root"><main><h1>Guide</h1><p>Hyvää päivää — 👋</p></main></div>');
    expect(html).not.toContain('<!--');
  });

  it('carries the app’s HTML into the page byte for byte, text beyond ASCII and a line break included', async () => {
    const appHtml = '<main><p>Äänekoski — 👋</p>\n<pre>rivi 1\nrivi 2</pre></main>';
    const page = await pageBytesFrom(appHtml, []);
    expect(page.includes(Buffer.from(`<div id="root">${appHtml}</div>`, 'utf8'))).toBe(true);
    expect(page.toString('utf8')).toMatch(/^<!DOCTYPE html>.*<\/html>$/s);
  });

  it('keeps the app’s HTML as it is, replacement patterns and Rspress’s own markers included', async () => {
    const appHtml = "<p>$& $' $` $1 <!--<?- DOC_CONTENT ?>--> <!--<?- HEAD ?>--></p>";
    const html = await pageFrom(appHtml, []);
    expect(html).toContain(`<div id="root">${appHtml}</div>`);
    expect(html).toContain('<meta name="generator"');
  });

  it('puts a tag pushed to the end of the body before the page’s </body>, not into a script of the app that names it', async () => {
    const appHtml = '<script>var closing = "</body>";</script><p>Text</p>';
    const html = await pageFrom(appHtml, [
      { index: 1, input: { script: [{ innerHTML: 'window.ready = true;', tagPosition: 'bodyClose' }] } },
    ]);
    expect(html).toContain(`<div id="root">${appHtml}</div>`);
    expect(html).toMatch(
      /<script src="\/static\/js\/index.js"><\/script><script>window.ready = true;<\/script><\/body><\/html>$/,
    );
  });
});
