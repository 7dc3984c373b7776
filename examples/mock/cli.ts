/**
 * `npm run mock`: the Vihje API on localhost, validating requests against `openapi/openapi.yaml` and answering from
 * the sample data set (`examples/fixtures`). Any bearer key is accepted. From the environment: PORT (default 4010,
 * the port of `mockApiUrl` in shared/site.ts) and HOST (default 127.0.0.1).
 */
import { fileURLToPath } from 'node:url';
import { mockApiUrl } from '../../shared/site';
import { startMockServer } from './server';

const specFile = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));
const port = Number(process.env.PORT ?? new URL(mockApiUrl).port);
const host = process.env.HOST ?? '127.0.0.1';

try {
  const { url } = await startMockServer({ specFile, port, host });
  console.log(`Vihje mock API listening on ${url}`);
  console.log(`Try: curl -H 'Authorization: Bearer any-key' '${url}/addresses/search?q=Otakaari'`);
} catch (error) {
  console.error(`mock: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
