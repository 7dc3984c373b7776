import { describe, expect, it } from 'vitest';
import { parseOptions, parseRuns } from './options';

describe('bench options', () => {
  it('defaults to S and M with three pairs at M and warm rebuilds at S and M', () => {
    const options = parseOptions([], {});
    expect(options.scales).toEqual(['S', 'M']);
    expect(options.runs).toEqual({ S: 1, M: 3, L: 1, XL: 1 });
    expect(options.warmScales).toEqual(['S', 'M']);
    expect(options.referenceScale).toBe('M');
  });

  it('lets a flag win over the environment', () => {
    const options = parseOptions(['--scales=s,l'], { BENCH_SCALES: 'M', BENCH_RUNS: '2', BENCH_VARIANT: 'worker' });
    expect(options.scales).toEqual(['S', 'L']);
    expect(options.runs).toEqual({ S: 2, M: 2, L: 2, XL: 2 });
    expect(options.variant).toEqual(['worker']);
    expect(options.referenceScale).toBe('L');
  });

  it('keeps the defaults of scales a runs list leaves out', () => {
    expect(parseRuns('M:5')).toEqual({ S: 1, M: 5, L: 1, XL: 1 });
    expect(parseOptions(['--scales=L,XL'], {}).referenceScale).toBe('XL');
  });

  it('builds plain Rspress at every scale, at the scales --baseline names, or at none when skipped', () => {
    expect(parseOptions(['--scales=S,M,L'], {}).baselineScales).toEqual(['S', 'M', 'L', 'XL']);
    expect(parseOptions(['--baseline=s,m'], {}).baselineScales).toEqual(['S', 'M']);
    expect(parseOptions([], { BENCH_BASELINE: 'none' }).baselineScales).toEqual([]);
    expect(parseOptions(['--baseline=M', '--skip=baseline'], {}).baselineScales).toEqual([]);
    expect(() => parseOptions(['--baseline=XXL'], {})).toThrow('baseline: unknown scale "XXL"');
  });

  it('resumes only when asked', () => {
    expect(parseOptions([], {}).resume).toBe(false);
    expect(parseOptions(['--resume=1'], {}).resume).toBe(true);
    expect(parseOptions([], { BENCH_RESUME: 'yes' }).resume).toBe(true);
  });

  it('rejects what it does not know', () => {
    expect(() => parseOptions(['--scale=M'], {})).toThrow(/Unknown flag --scale/);
    expect(() => parseOptions([], { BENCH_SKIP: 'builds' })).toThrow(/unknown phase "builds"/);
    expect(() => parseOptions([], { BENCH_RUNS: 'M:0' })).toThrow(/whole number ≥ 1/);
    expect(() => parseOptions([], { BENCH_VARIANT: 'turbo' })).toThrow(/Unknown bench variant "turbo"/);
  });
});
