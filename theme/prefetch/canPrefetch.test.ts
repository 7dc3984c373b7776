import { describe, expect, it } from 'vitest';
import { canPrefetch } from './canPrefetch';

describe('canPrefetch', () => {
  it('prefetches when the browser gives no hints or a fast connection', () => {
    expect(canPrefetch(undefined)).toBe(true);
    expect(canPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(canPrefetch({ effectiveType: '3g' })).toBe(true);
  });

  it.each([{ saveData: true, effectiveType: '4g' }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }])(
    'skips prefetching for %o',
    (connection) => {
      expect(canPrefetch(connection)).toBe(false);
    },
  );
});
