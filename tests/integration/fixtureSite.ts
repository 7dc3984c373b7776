/**
 * A small build tree laid out like `doc_build/` (pages as `name.html`, hashed assets under `static/`, feeds, sitemap,
 * OpenAPI files, Markdown, a font, an image), in two versions: the second changes a page, a feed and the entry
 * script, adds a page and removes one, the way a real deploy does.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const page = (title: string, script: string, base: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} | Vihje Docs</title>` +
  `<link href="${base}static/css/styles.8dcfd21133.css" rel="stylesheet">` +
  `<script defer src="${base}static/js/${script}"></script></head><body><h1>${title}</h1></body></html>\n`;

const v1Script = 'index.3e13a30cff.js';
const v2Script = 'index.5b7c9d1e2f.js';

function files(version: 1 | 2, base: string): Record<string, string | Buffer> {
  const script = version === 1 ? v1Script : v2Script;
  const tree: Record<string, string | Buffer> = {
    'index.html': page(version === 1 ? 'Vihje API documentation' : 'Vihje API docs', script, base),
    '404.html': page('Page not found', script, base),
    'authentication.html': page('Authentication', script, base),
    'data.html': page(version === 1 ? 'Data reference' : 'Data reference (v2)', script, base),
    'blog.html': page('Blog', script, base),
    'blog/hello-vihje.html': page('Hello, Vihje', script, base),
    'guides/index.html': page('Guides', script, base),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>\n',
    'sitemap.xml': '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>\n',
    'blog/rss.xml': `<?xml version="1.0"?><rss version="2.0"><channel><title>v${version}</title></channel></rss>\n`,
    'blog/atom.xml': '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"/>\n',
    'api/openapi.json': '{"openapi":"3.1.0"}\n',
    'api/openapi.yaml': 'openapi: 3.1.0\n',
    'data.md': '# Data reference\n',
    'static/css/styles.8dcfd21133.css': 'body{margin:0}\n',
    [`static/js/${script}`]: `console.log(${version});\n`,
    'static/js/lib-react.15e684e68e.js': 'export{};\n',
    'static/js/lib-react.15e684e68e.js.LICENSE.txt': 'MIT\n',
    'static/js/async/route-1aeb46f659ad.f54c613a81.js': 'export{};\n',
    'static/search_index.en.2ad4bf58.json': '[]\n',
    'static/font/inter.1f2e3d4c.woff2': Buffer.from([0x77, 0x4f, 0x46, 0x32, 0, 1, 0, 0]),
    'static/image/logo.a1b2c3d4.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  };
  if (version === 1) tree['addresses.html'] = page('Addresses', script, base);
  else tree['webhooks.html'] = page('Webhooks', script, base);
  return tree;
}

/**
 * Writes version 1 or 2 of the fixture build into `dir` (which should be empty or not exist), built under `base`
 * (`/previews/pr-1/` for a preview): its pages load their assets from there.
 */
export function writeFixtureSite(dir: string, version: 1 | 2, base = '/'): void {
  for (const [file, content] of Object.entries(files(version, base))) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
}
