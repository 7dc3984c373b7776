import { describe, expect, it } from 'vitest';
import { gibibytes, median, ratio, seconds, times } from './stats';

describe('stats', () => {
  it('takes the median of odd and even counts, NaN of none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('formats figures and shows a dash for a missing one', () => {
    expect(seconds(12_345)).toBe('12.3 s');
    expect(gibibytes(1.5 * 2 ** 30)).toBe('1.50 GiB');
    expect(times(ratio(3, 5))).toBe('0.60×');
    expect(times(ratio(3, 0))).toBe('—');
  });
});
