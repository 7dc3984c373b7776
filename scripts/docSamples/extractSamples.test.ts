import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractSamples } from './extractSamples';

const fixture = 'scripts/docSamples/__fixtures__/page.mdx';

describe('extractSamples', () => {
  const samples = extractSamples(fixture, readFileSync(fixture, 'utf8'));

  it('finds shell, TypeScript, Python and JSON blocks, inside tabs too, with their lines', () => {
    expect(samples.map(({ line, kind, lang }) => [line, kind, lang])).toEqual([
      [12, 'shell', 'bash'],
      [19, 'typescript', 'ts'],
      [28, 'python', 'python'],
      [32, 'response', 'json'],
    ]);
    expect(samples[0]?.code).toBe(
      'curl -sS "https://api.vihje.fi/companies/search?q=x" -H "Authorization: Bearer $VIHJE_API_KEY"',
    );
  });

  it('reads the meta flags: no-run, a module title, the request a response shows', () => {
    expect(samples.map((sample) => sample.noRun)).toEqual([false, false, true, false]);
    expect(samples[1]?.title).toBe('helper.ts');
    expect(samples[3]?.responseOf).toBe('GET /companies/search?q=x');
  });

  it('leaves out blocks whose code is a file, and languages it neither runs nor checks', () => {
    expect(samples.some((sample) => sample.lang === 'tsx' || sample.lang === 'text')).toBe(false);
  });
});
