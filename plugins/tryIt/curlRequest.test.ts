import { describe, expect, it } from 'vitest';
import { curlRequest } from './curlRequest';

const api = 'https://api.example.test';
const env = { VIHJE_API_KEY: 'key', ADDRESS_ID: 'a1b2' };

describe('curlRequest', () => {
  it('reads a GET with its query, leaving the key out', () => {
    const code = `curl -sS "${api}/companies/search?q=esimerkki&limit=10" \\\n  -H "Authorization: Bearer $VIHJE_API_KEY"`;
    expect(curlRequest(code, api, env)).toEqual({ method: 'GET', target: '/companies/search?q=esimerkki&limit=10' });
  });

  it('encodes -G --data-urlencode pairs into the query, spaces and all', () => {
    const code = `curl -sS -G "${api}/addresses/search" \\\n  --data-urlencode "q=Hämeenkatu 1" \\\n  --data-urlencode "limit=10"`;
    expect(curlRequest(code, api, env)?.target).toBe('/addresses/search?q=H%C3%A4meenkatu+1&limit=10');
  });

  it('reads a POST with a quoted JSON body and its content type', () => {
    const code = `# comment first\ncurl -s -X POST "${api}/companies/search/advanced" \\\n  -H "Content-Type: application/json" \\\n  -d '{"q": "rakennus", "filter": ["domicileCity = \\"Espoo\\""]}'`;
    expect(curlRequest(code, api, env)).toEqual({
      method: 'POST',
      target: '/companies/search/advanced',
      contentType: 'application/json',
      body: '{"q": "rakennus", "filter": ["domicileCity = \\"Espoo\\""]}',
    });
  });

  it('ignores the flags that change only what curl prints', () => {
    expect(curlRequest(`curl -sSfv --compressed "${api}/companies/1234567-1"`, api, env)).toEqual({
      method: 'GET',
      target: '/companies/1234567-1',
    });
  });

  it('replaces variables in the URL', () => {
    expect(curlRequest(`curl -s "${api}/addresses/$ADDRESS_ID"`, api, env)?.target).toBe('/addresses/a1b2');
  });

  it('ignores blocks that are not one curl call to the API', () => {
    expect(curlRequest('export VIHJE_API_KEY="x"', api, env)).toBeUndefined();
    expect(curlRequest('curl -sS "http://localhost:8080/suggest?q=x"', api, env)).toBeUndefined();
    expect(curlRequest(`curl -s "${api}/a" | jq .`, api, env)).toBeUndefined();
  });

  it('fails on an option it would replay wrongly', () => {
    expect(() => curlRequest(`curl --user a:b "${api}/a"`, api, env)).toThrow(/--user/);
  });
});
