/** Scalar's document slug: its element ids, and so the `/api#…` links to an operation, start with it. */
export const scalarSlug = 'vihje-api';
