/**
 * An answer from the API with a status other than 2xx. `status` is the HTTP status; `error` is the API's own message
 * (every error body is `{ "error": string }`), or the status text when the body is not that shape.
 */
export class VihjeApiError extends Error {
  override readonly name = 'VihjeApiError';

  constructor(
    /** The HTTP status: 400 invalid request, 401 missing or invalid key, 403, 404 not found, 500. */
    readonly status: number,
    /** The API's `error` message, e.g. `Address not found`. */
    readonly error: string,
  ) {
    super(`Vihje API ${status}: ${error}`);
  }
}

/** The error for a failed response; reads the body once, and never throws while doing so. */
export async function apiErrorFrom(response: Response): Promise<VihjeApiError> {
  const fallback = response.statusText || `HTTP ${response.status}`;
  let message = fallback;
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') {
      message = body.error;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): the status text is all there is.
  }
  return new VihjeApiError(response.status, message);
}
