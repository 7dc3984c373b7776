import { describe, expect, it } from 'vitest';
import { collapseDuration } from './collapseDuration';

describe('collapseDuration', () => {
  it('grows with the content height, sub-linearly', () => {
    const short = collapseDuration(100);
    const tall = collapseDuration(2000);
    expect(short).toBeGreaterThan(150);
    expect(tall).toBeGreaterThan(short);
    expect(tall).toBeLessThan(short * 4);
  });

  it('is zero for empty content', () => {
    expect(collapseDuration(0)).toBe(0);
  });

  it('is a whole number of milliseconds', () => {
    expect(Number.isInteger(collapseDuration(537))).toBe(true);
  });
});
