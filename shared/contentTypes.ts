/**
 * The `Content-Type` each built file is served with, by the bucket (`npm run publish` stores it with every object) and
 * by the preview server alike: text types carry `charset=utf-8`, feeds get their registered types.
 */

/** The type stored for a file whose extension is not in the table; the plan warns about each such file. */
export const fallbackContentType = 'application/octet-stream';

/** The type of every HTML page and of its clean-URL copies. */
export const htmlContentType = 'text/html; charset=utf-8';

const byFileName: Readonly<Record<string, string>> = {
  'rss.xml': 'application/rss+xml; charset=utf-8',
  'atom.xml': 'application/atom+xml; charset=utf-8',
};

const byExtension: Readonly<Record<string, string>> = {
  '.html': htmlContentType,
  '.htm': htmlContentType,
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.rss': 'application/rss+xml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.eot': 'application/vnd.ms-fontobject',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/**
 * The content type for a built file (a posix path relative to the build, or a URL path), or undefined when it is not
 * known. A name with no extension (`CNAME`, `blog/rss`) is not known.
 */
export function contentTypeFor(filePath: string): string | undefined {
  const name = filePath.slice(filePath.lastIndexOf('/') + 1).toLowerCase();
  const dot = name.lastIndexOf('.');
  return byFileName[name] ?? (dot > 0 ? byExtension[name.slice(dot)] : undefined);
}
