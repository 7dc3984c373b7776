export type { RequestOptions, VihjeClient, VihjeClientOptions } from './createVihjeClient';
export { createVihjeClient } from './createVihjeClient';
export type * from './types';
export { VihjeApiError } from './VihjeApiError';
