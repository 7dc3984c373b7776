import { describe, expect, it } from 'vitest';
import { normaliseLegacyPath } from './legacyPath';

describe('normaliseLegacyPath', () => {
  it.each([
    ['/data.html', '/data'],
    ['/blog/index.html', '/blog'],
    ['/index.html', '/'],
    ['/blog/vihje-v2.html', '/blog/vihje-v2'],
  ])('maps %s to %s', (input, expected) => {
    expect(normaliseLegacyPath(input)).toBe(expected);
  });

  it.each(['/', '/data', '/blog/', '/api/openapi.json'])('leaves %s alone', (input) => {
    expect(normaliseLegacyPath(input)).toBeNull();
  });
});
