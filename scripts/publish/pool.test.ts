import { describe, expect, it } from 'vitest';
import { runPool } from './pool';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('runPool', () => {
  it('never runs more than the limit at once and runs every item', async () => {
    let inFlight = 0;
    let peak = 0;
    const done: number[] = [];
    await runPool([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await tick();
      done.push(item);
      inFlight--;
    });
    expect(peak).toBe(3);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps going after a failure and returns every failure with its item', async () => {
    const done: string[] = [];
    const failures = await runPool(['a', 'b', 'c', 'd'], 2, async (item) => {
      await tick();
      if (item === 'b' || item === 'd') throw new Error(`no ${item}`);
      done.push(item);
    });
    expect(done.sort()).toEqual(['a', 'c']);
    expect(failures.map((failure) => [failure.item, (failure.error as Error).message])).toEqual([
      ['b', 'no b'],
      ['d', 'no d'],
    ]);
  });

  it('resolves at once with no items', async () => {
    expect(await runPool([], 4, async () => {})).toEqual([]);
  });
});
