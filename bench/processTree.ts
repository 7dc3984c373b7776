/**
 * Peak memory of a process and everything it starts, from Linux's /proc. Rspress builds in one Node process (Rspack's
 * Rust threads and the SSG worker threads live inside it), but the sampler walks the whole tree so a tool that forks
 * is still counted.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** The parent pid from the text of `/proc/PID/stat`; the command name in parentheses may itself hold spaces or `)`. */
export function parentPid(stat: string): number | null {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ppid = Number(fields[1]);
  return Number.isInteger(ppid) ? ppid : null;
}

/** `VmRSS` and `VmHWM` (resident now, and the kernel's high-water mark) in bytes, from `/proc/PID/status`. */
export function residentBytes(status: string): { rss: number; hwm: number } {
  const kib = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib('VmRSS'), hwm: kib('VmHWM') };
}

const readProc = (pid: number, file: string): string | null => {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null; // the process ended between listing and reading
  }
};

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
  /** The largest sum of the tree's resident memory over the samples, bytes. */
  sampledTreeRss: number;
  /** The largest kernel high-water mark of any one process of the tree, bytes (catches spikes between samples). */
  processHwm: number;
  /** max(sampledTreeRss, processHwm): the figure reported as peak RSS. */
  peak: number;
  /** Most processes seen in the tree at once. */
  processes: number;
  samples: number;
}

/**
 * Samples the tree's resident memory every `intervalMs` until `stop()`. Summing RSS counts pages shared between
 * processes more than once, which can only overstate; the tree is one process for a Rspress build.
 */
export function sampleMemory(root: number, intervalMs = 100): { stop: () => MemoryPeak } {
  const peak = { sampledTreeRss: 0, processHwm: 0, processes: 0, samples: 0 };
  const sample = () => {
    const tree = processTree(root);
    let sum = 0;
    let alive = 0;
    for (const pid of tree) {
      const status = readProc(pid, 'status');
      if (status === null) continue;
      const { rss, hwm } = residentBytes(status);
      sum += rss;
      alive += 1;
      peak.processHwm = Math.max(peak.processHwm, hwm);
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
      return { ...peak, peak: Math.max(peak.sampledTreeRss, peak.processHwm) };
    },
  };
}
