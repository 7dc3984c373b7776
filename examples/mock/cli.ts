/**
 * `npm run mock`: the Vihje API on localhost, answering with the examples of `openapi/openapi.yaml`. Any bearer key
 * is accepted. PORT (default 4010) and HOST (default 127.0.0.1) come from the environment.
 */
import { fileURLToPath } from 'node:url';
import { startMockServer } from './server';

const specFile = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));
const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? '127.0.0.1';

try {
  const { url } = await startMockServer({ specFile, port, host });
  console.log(`Vihje mock API listening on ${url}`);
  console.log(`Try: curl -H 'Authorization: Bearer any-key' '${url}/addresses/search?q=Otakaari'`);
} catch (error) {
  console.error(`mock: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
