/** The reason phrases of the statuses the API documents (a `Response` built in the page has none). */
const reasons: Readonly<Record<number, string>> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  500: 'Internal Server Error',
};

/** The reason phrase of an HTTP status, empty for one the API does not document. */
export const statusText = (status: number): string => reasons[status] ?? '';
