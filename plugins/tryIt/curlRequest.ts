import { parse } from 'shell-quote';

/** The API request a curl sample sends, as the "Try it" control replays it. */
export interface SampleRequest {
  method: string;
  /** Path and query on the API's host: `/companies/search?q=esimerkki&limit=10`. */
  target: string;
  /** The request's media type, when it sends a body. */
  contentType?: string;
  body?: string;
}

/** Flags of curl's that take no value and change nothing of the request (silence, errors, redirects, output). */
const quietFlags = /^-[sSfLiv]+$|^--(silent|show-error|fail|location|include|verbose|compressed)$/;

/**
 * The request of a shell sample made of one `curl` call to `apiUrl`, or `undefined` when the block is something else
 * (an `export`, a call to another host, several commands). Variables are replaced from `env`; the Authorization
 * header is left out: the sandbox needs no key. Throws on a curl option it does not know, so a sample the control
 * would replay wrongly fails the build.
 */
export function curlRequest(
  code: string,
  apiUrl: string,
  env: Readonly<Record<string, string>>,
): SampleRequest | undefined {
  // shell-quote reads a comment to the end of the input: comment lines go first, then line continuations.
  const command = code
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n')
    .replace(/\\\r?\n/g, ' ');
  const words = parse(command, (name) => env[name] ?? `$${name}`);
  if (words[0] !== 'curl') return undefined;
  if (words.some((word) => typeof word !== 'string')) return undefined;
  const args = words.slice(1) as string[];
  let method: string | undefined;
  let url: string | undefined;
  let asQuery = false;
  const headers = new Map<string, string>();
  const data: string[] = [];
  const encoded: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    const value = () => {
      const next = args[++index];
      if (next === undefined) throw new Error(`curl option ${arg} has no value`);
      return next;
    };
    if (quietFlags.test(arg)) continue;
    if (arg === '-X' || arg === '--request') method = value().toUpperCase();
    else if (arg === '-H' || arg === '--header') {
      const header = value();
      const colon = header.indexOf(':');
      headers.set(header.slice(0, colon).trim().toLowerCase(), header.slice(colon + 1).trim());
    } else if (arg === '-d' || arg === '--data' || arg === '--data-raw') data.push(value());
    else if (arg === '--data-urlencode') encoded.push(value());
    else if (arg === '-G' || arg === '--get') asQuery = true;
    else if (arg.startsWith('-')) throw new Error(`curl option ${arg} is not one the "Try it" control knows`);
    else if (url === undefined) url = arg;
    else throw new Error(`curl is given two URLs (${url}, ${arg})`);
  }
  if (url === undefined || !url.startsWith(`${apiUrl}/`)) return undefined;
  const target = new URL(url);
  for (const pair of encoded) {
    const equals = pair.indexOf('=');
    target.searchParams.append(pair.slice(0, equals), pair.slice(equals + 1));
  }
  const body = data.join('&');
  if (asQuery && data.length > 0) throw new Error('curl -G with --data is not supported; use --data-urlencode');
  const sendsBody = !asQuery && body !== '';
  return {
    method: method ?? (sendsBody ? 'POST' : 'GET'),
    target: `${target.pathname}${target.search}`,
    ...(sendsBody ? { body, contentType: headers.get('content-type') ?? 'application/x-www-form-urlencoded' } : {}),
  };
}
