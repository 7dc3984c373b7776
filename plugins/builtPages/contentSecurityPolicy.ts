import { createHash } from 'node:crypto';
import { asciiAttribute } from './pageBytes.ts';

// The `type` values of a script the browser runs, and so checks against the policy: JavaScript's MIME types (HTML's
// list), modules, import maps and speculation rules. Any other type (`application/ld+json`) is a data block: never
// run, never checked, so its hash would only lengthen the policy (a blog post's structured data in every page's).
const runnableType =
  /^(?:(?:text|application)\/(?:x-)?(?:ecma|java)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript)|module|importmap|speculationrules)$/i;

/** The value of the attribute `name` (`name=…`) in a tag's attribute text, or undefined when it has none. */
function attribute(attributes: string, name: string): string | undefined {
  const found = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return found ? (found[1] ?? found[2] ?? found[3] ?? '') : undefined;
}

/** Whether a `<script>` with these attributes is one the browser runs: no `type`, an empty one, or a runnable one. */
function runs(attributes: string): boolean {
  const type = attribute(attributes, 'type')?.trim();
  return !type || runnableType.test(type);
}

/** Inline `<script>` bodies (no `src`) in an HTML document that the browser runs, as it hashes them. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (attribute(attributes, 'src') !== undefined || body === '' || !runs(attributes)) continue;
    scripts.push(body);
  }
  return scripts;
}

/** The CSP source expression for one inline script. */
export const scriptHash = (body: string): string =>
  `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** Where the page may connect beyond its own origin: the API host, for the reference's "Test request". */
export interface PolicyOptions {
  connectTo: readonly string[];
}

/**
 * The published site's policy: everything from its own origin; scripts only from it plus the hashes of the inline
 * scripts the build emitted (never 'unsafe-inline' or 'unsafe-eval'); inline styles allowed, as React style props and
 * Scalar need them. `frame-ancestors` is left out: browsers ignore it in a `<meta>` policy.
 */
export function contentSecurityPolicy(hashes: readonly string[], { connectTo }: PolicyOptions): string {
  const unique = [...new Set(hashes)].sort();
  return [
    "default-src 'self'",
    `script-src 'self' ${unique.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${connectTo.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The `<meta>` that gives a page the policy. */
export const policyMeta = (policy: string): string =>
  `<meta http-equiv="Content-Security-Policy" content="${asciiAttribute(policy)}">`;

/** The document with the policy as the first `<meta>` in `<head>`, before any script it governs. */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = policyMeta(policy);
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, '');
  const charset = /<meta charset="[^"]*">/i.exec(withoutOld);
  if (charset) return withoutOld.replace(charset[0], `${charset[0]}\n${meta}`);
  if (!/<head>/i.test(withoutOld)) throw new Error('Cannot add the Content-Security-Policy: the page has no <head>.');
  return withoutOld.replace(/<head>/i, `<head>${meta}`);
}
