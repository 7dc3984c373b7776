/**
 * One production build of a site directory: wall time from spawn to exit, CPU time, and the peak resident memory of
 * the build's process tree. A build that runs out of memory is a result (`died`); any other failure throws with the
 * tail of its output.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildStateEntries, virtualModulesDir } from '../plugins/upstream/rspress/build.ts';
import { machineBusyMs, otherCpuShare, settledLoad } from './machineLoad';
import { type OutputSizes, outputSizes } from './outputSizes';
import { type MemoryPeak, sampleProcessTree } from './processTree';

export interface BuildResult {
  wallMs: number;
  /** CPU time of the build (user + system, all threads), ms. */
  cpuMs: number;
  memory: MemoryPeak;
  /** The 1-minute load average when the build started (after waiting for it to settle). */
  loadBefore: number;
  /** The share of all cores that other processes used while the build ran (0 on a quiet machine). */
  otherCpu: number;
  /**
   * Set when the build died of memory exhaustion (V8's heap limit, or killed by a signal): a result at scale, not a
   * failure of the bench. `wallMs` is then the time until it died.
   */
  died?: string;
  /** What readers download from this build (measured after a build that did not die). */
  output?: OutputSizes;
}

/** Why a build that exited with `code`/`signal` and printed `output` died of memory, or undefined if it did not. */
export function memoryDeath(code: number | null, signal: NodeJS.Signals | null, output: string): string | undefined {
  if (/JavaScript heap out of memory|Reached heap limit|Allocation failed/.test(output))
    return 'out of memory (V8 heap)';
  if (signal === 'SIGKILL' || code === 137) return "killed (SIGKILL, the kernel's out-of-memory killer)";
  if (signal === 'SIGABRT' || code === 134) return 'aborted (SIGABRT)';
  return undefined;
}

/** The output, and where Rspress, Rsbuild's persistent cache and this site's plugins keep build state. */
const buildState = ['doc_build', ...buildStateEntries.map((entry) => `node_modules/${entry}`), virtualModulesDir];

/** Removes the output and every cache, so the next build is cold. */
export function clearBuildState(siteDir: string): void {
  for (const entry of buildState) rmSync(path.join(siteDir, entry), { recursive: true, force: true });
}

/** The Rspress CLI of a site directory, run by this Node directly (no npx or npm process in the measured tree). */
export const rspressCli = (siteDir: string): string[] => [
  path.join(siteDir, 'node_modules', '@rspress', 'core', 'bin', 'rspress.js'),
];

/** Keeps the last `limit` lines of a stream of chunks. */
export class OutputTail {
  private lines: string[] = [];
  private partial = '';
  constructor(private readonly limit = 60) {}
  push(chunk: string): void {
    const lines = (this.partial + chunk).split('\n');
    this.partial = lines.pop() ?? '';
    this.lines.push(...lines);
    if (this.lines.length > this.limit) this.lines.splice(0, this.lines.length - this.limit);
  }
  toString(): string {
    return [...this.lines, this.partial].filter((line) => line !== '').join('\n');
  }
}

/** Builds still running, killed if the bench exits early (before their directories are removed). */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Runs `rspress build` in `siteDir` and measures it, once the machine's load has settled. `env` is added to this
 * process's environment.
 */
export async function runBuild(siteDir: string, env: Record<string, string> = {}): Promise<BuildResult> {
  const loadBefore = await settledLoad();
  const busyBefore = machineBusyMs();
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [...rspressCli(siteDir), 'build'], {
    cwd: siteDir,
    env: { ...process.env, ...env, NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const usage = sampleProcessTree(child.pid as number);
  const tail = new OutputTail();
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => tail.push(chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => tail.push(chunk));
  return new Promise((resolve, reject) => {
    child.once('error', (error) => {
      usage.stop();
      reject(error);
    });
    child.once('close', (code, signal) => {
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      const { memory, cpuMs } = usage.stop();
      const otherCpu = otherCpuShare(busyBefore, machineBusyMs(), cpuMs, wallMs);
      const died = code === 0 ? undefined : memoryDeath(code, signal, tail.toString());
      if (died) resolve({ wallMs, cpuMs, memory, loadBefore, otherCpu, died });
      else if (code === 0) {
        outputSizes(path.join(siteDir, 'doc_build')).then(
          (output) => resolve({ wallMs, cpuMs, memory, loadBefore, otherCpu, output }),
          reject,
        );
      } else {
        const how = signal ? `killed by ${signal}` : `exit code ${code}`;
        reject(new Error(`rspress build failed in ${siteDir} (${how}). Last lines:\n${tail}`));
      }
    });
  });
}
