/** Small numeric helpers for the benchmark's figures. */

/** The median of `values` (the mean of the middle two for an even count); NaN when there are none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** `a / b`, NaN when either is missing or `b` is zero. */
export const ratio = (a: number, b: number): number =>
  Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? a / b : NaN;

/** Seconds with one decimal: `12.3 s`; `—` for a missing value. */
export const seconds = (ms: number): string => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : '—');

/** Milliseconds, rounded: `420 ms`. */
export const millis = (ms: number): string => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : '—');

/** Binary gigabytes with two decimals: `1.50 GiB`. */
export const gibibytes = (bytes: number): string =>
  Number.isFinite(bytes) ? `${(bytes / 2 ** 30).toFixed(2)} GiB` : '—';

/** Kilobytes (1,024 bytes) with one decimal: `129.9 KB`. */
export const kilobytes = (bytes: number): string => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '—');

/** A ratio with two decimals and a times sign: `0.58×`. */
export const times = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '—');
