/**
 * How busy the machine is around a build: the 1-minute load average before it, and the CPU that processes other than
 * the build used while it ran. A build itself keeps both cores busy, so the load average right after one is high on
 * a quiet machine too: each build first waits (a bounded time) for it to settle.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';

/** Above this 1-minute load average the machine is busy: a build measured then is marked, not read as a result. */
export const busyLoad = 1.5;

/** Above this share of all cores used by other processes during a build, the build was disturbed. */
export const busyOtherCpu = 0.25;

/** Whether a build ran on a busy machine: a high load when it started, or other work while it ran. */
export const isBusy = ({ loadBefore, otherCpu }: { loadBefore: number; otherCpu: number }): boolean =>
  loadBefore > busyLoad || otherCpu > busyOtherCpu;

export const loadAverage = (): number => os.loadavg()[0] ?? 0;

/** Waits until the 1-minute load average is at most `busyLoad`, or `maxMs` passed; returns the load then. */
export async function settledLoad(maxMs = 90_000, stepMs = 2_000): Promise<number> {
  const until = Date.now() + maxMs;
  while (loadAverage() > busyLoad && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, stepMs));
  return loadAverage();
}

/** Busy CPU time of the whole machine so far (all cores), in ms, from /proc/stat; NaN where there is none. */
export function machineBusyMs(): number {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: all but idle and iowait are work. Jiffies are 10 ms.
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
    return (user + nice + system + irq + softirq + steal) * 10;
  } catch {
    return Number.NaN;
  }
}

/** The share of the machine's cores that other processes kept busy while a build took `wallMs` and `ownCpuMs`. */
export function otherCpuShare(busyBefore: number, busyAfter: number, ownCpuMs: number, wallMs: number): number {
  const other = Math.max(0, busyAfter - busyBefore - ownCpuMs);
  return other / (wallMs * os.availableParallelism());
}
