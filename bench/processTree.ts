/**
 * Peak memory and CPU time of a process and everything it starts, from Linux's /proc: a build's own process (Rspack's
 * threads live in it) and the worker processes it starts (plain Rspress renders in worker threads, this site's
 * large builds in processes) are all counted.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** The parent pid from the text of `/proc/PID/stat`; the command name in parentheses may itself hold spaces or `)`. */
export function parentPid(stat: string): number | null {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ppid = Number(fields[1]);
  return Number.isInteger(ppid) ? ppid : null;
}

/**
 * CPU time in clock ticks from the text of `/proc/PID/stat`: the process's user and system time plus that of the
 * children it has waited for (fields 14–17).
 */
export function cpuTicks(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return [11, 12, 13, 14].reduce((sum, index) => sum + (Number(fields[index]) || 0), 0);
}

let ticksPerSecond: number | undefined;
const clockTicks = (): number => {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticksPerSecond;
};

/** `VmRSS` and `VmHWM` (resident now, and the kernel's high-water mark) in bytes, from `/proc/PID/status`. */
export function residentBytes(status: string): { rss: number; hwm: number } {
  const kib = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib('VmRSS'), hwm: kib('VmHWM') };
}

/**
 * `Pss` (proportional set size) in bytes, from `/proc/PID/smaps_rollup`: the process's resident pages, each page
 * shared with other processes counted as its share. `null` when the kernel gives none.
 */
export function proportionalBytes(smapsRollup: string): number | null {
  const kib = /^Pss:\s+(\d+) kB/m.exec(smapsRollup)?.[1];
  return kib === undefined ? null : Number(kib) * 1024;
}

const readProc = (pid: number, file: string): string | null => {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null; // the process ended between listing and reading
  }
};

/** A process's proportional share now, `resident` (as sampled) where the kernel gives no share, 0 once it has ended. */
function proportionalNow(pid: number, resident: number): number {
  const rollup = readProc(pid, 'smaps_rollup');
  return rollup === null ? 0 : (proportionalBytes(rollup) ?? resident);
}

/** Whether a process still runs its parent's command line: started, its own program not loaded yet. */
function sharesParentCommand(pid: number, stat: string): boolean {
  const ppid = parentPid(stat);
  if (ppid === null) return false;
  const own = readProc(pid, 'cmdline');
  return own !== null && own === readProc(ppid, 'cmdline');
}

/** `root` and its descendants still alive. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = readProc(pid, 'stat');
    const ppid = stat === null ? null : parentPid(stat);
    if (ppid !== null) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const tree: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

export interface MemoryPeak {
  /**
   * The largest sum of the tree's resident memory over the samples, bytes: a sample with a process new since the
   * last, if it could raise the peak, is summed again from each process's proportional share (`Pss`). A child the
   * build has just started shows, until its program is loaded, all of its parent's memory as its own resident memory
   * (shared, not copied: a Node process of 1.5 GiB had a child of 1,544 MiB of `VmRSS` and 772 MiB of `Pss` at that
   * moment), so summing `VmRSS` alone counted the build's process twice whenever a sample fell there.
   */
  sampledTreeRss: number;
  /** The largest kernel high-water mark of any one process of the tree, bytes (catches spikes between samples). */
  processHwm: number;
  /** max(sampledTreeRss, processHwm): the figure reported as peak RSS. */
  peak: number;
  /** Most processes seen in the tree at once. */
  processes: number;
  samples: number;
}

export interface TreeUsage {
  memory: MemoryPeak;
  /**
   * CPU time (user + system) of the root and its ended children, ms, at the last sample (so the last interval is
   * missed). Less sensitive than wall time to other work on the machine.
   */
  cpuMs: number;
}

/**
 * Samples the tree's resident memory and CPU time every `intervalMs` until `stop()`. The tree's sum counts each
 * shared page once (`sampledTreeRss`); the largest process is its kernel high-water mark.
 */
export function sampleProcessTree(root: number, intervalMs = 100): { stop: () => TreeUsage } {
  const peak = { sampledTreeRss: 0, processHwm: 0, processes: 0, samples: 0 };
  let rootTicks = 0;
  let seen = new Set<number>();
  const sample = () => {
    const tree = processTree(root);
    const resident = new Map<number, number>();
    let unloaded = false;
    for (const pid of tree) {
      const status = readProc(pid, 'status');
      const stat = readProc(pid, 'stat');
      if (status === null || stat === null) continue;
      const { rss, hwm } = residentBytes(status);
      resident.set(pid, rss);
      if (pid !== root && !unloaded) unloaded = sharesParentCommand(pid, stat);
      peak.processHwm = Math.max(peak.processHwm, hwm);
      // The root's figure covers its threads (Rspack's, the SSG workers') and, once they end, its children.
      if (pid === root) rootTicks = cpuTicks(stat);
    }
    const alive = resident.size;
    let sum = [...resident.values()].reduce((total, rss) => total + rss, 0);
    // Reading proportional shares walks each process's pages (a tenth of a core at 100 ms): only a sample with a
    // process that may not have loaded its program yet (new since the last sample, or still running its parent's
    // command: on a busy machine a child can stay there across samples), and whose resident sum could raise the
    // peak, is summed again that way.
    const started = [...resident.keys()].some((pid) => !seen.has(pid));
    seen = new Set(resident.keys());
    if ((started || unloaded) && sum > peak.sampledTreeRss) {
      sum = [...resident].reduce((total, [pid, rss]) => total + proportionalNow(pid, rss), 0);
    }
    peak.sampledTreeRss = Math.max(peak.sampledTreeRss, sum);
    peak.processes = Math.max(peak.processes, alive);
    peak.samples += 1;
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return {
        memory: { ...peak, peak: Math.max(peak.sampledTreeRss, peak.processHwm) },
        cpuMs: (rootTicks * 1000) / clockTicks(),
      };
    },
  };
}
