import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { isBusy, machineBusyMs, otherCpuShare } from './machineLoad';

describe('machine load', () => {
  it('calls a build busy at a load above 1.5 or when other processes used over a quarter of the cores', () => {
    expect(isBusy({ loadBefore: 0.9, otherCpu: 0.05 })).toBe(false);
    expect(isBusy({ loadBefore: 1.6, otherCpu: 0 })).toBe(true);
    expect(isBusy({ loadBefore: 0.2, otherCpu: 0.4 })).toBe(true);
  });

  it("takes the build's own CPU out of the machine's busy time", () => {
    const cores = os.availableParallelism();
    // 10 s on the clock; the machine was busy 25 s of CPU, 20 s of it the build's own.
    expect(otherCpuShare(1_000, 26_000, 20_000, 10_000)).toBeCloseTo(5_000 / (10_000 * cores));
    expect(otherCpuShare(0, 1_000, 5_000, 10_000)).toBe(0);
  });

  it("reads the machine's busy CPU time, which only grows", () => {
    const first = machineBusyMs();
    let spin = 0;
    for (let index = 0; index < 5e6; index += 1) spin += index;
    expect(spin).toBeGreaterThan(0);
    expect(machineBusyMs()).toBeGreaterThanOrEqual(first);
  });
});
