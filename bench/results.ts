/** What one `npm run bench` collects; `report.ts` turns it into bench/RESULTS.md. */
import type { BuildResult } from './build';
import type { Scale } from './content';
import type { DevResult } from './devServer';
import type { LighthouseResult } from './lighthouse';
import type { BenchOptions } from './options';
import type { PageWeight } from './pageWeight';

export type Side = 'ours' | 'baseline';

/** One cold build and, where the scale asks for it, the warm rebuild right after it. */
export interface BuildRun {
  side: Side;
  /** 1-based pair number. */
  pair: number;
  cold: BuildResult;
  warm?: BuildResult;
}

export interface ScaleResult {
  scale: Scale;
  pages: number;
  posts: number;
  runs: BuildRun[];
}

export interface DevRuns {
  /** Started with every cache cleared; the HMR edits are made in this session. */
  cold: DevResult;
  /** Started again right after, caches kept. */
  warm: DevResult;
}

export interface Machine {
  cpu: string;
  cores: number;
  memoryBytes: number;
  os: string;
  node: string;
  /** 1-minute load average when the bench started and ended: other work on the machine skews timings. */
  loadStart: number;
  loadEnd: number;
}

export interface BenchResults {
  command: string;
  startedAt: string;
  durationMs: number;
  machine: Machine;
  options: BenchOptions;
  scales: ScaleResult[];
  dev: Partial<Record<Side, DevRuns>>;
  /** The dev server on the real site (scale S), when S was built: what a maintainer waits for every day. */
  realSiteDev?: Partial<Record<Side, DevRuns>>;
  /** The dev server at XL (ours only), when XL was built: a maintainer's loop on a site of ten thousand pages. */
  largeSiteDev?: Partial<Record<Side, DevRuns>>;
  weights?: PageWeight[];
  lighthouse?: LighthouseResult[];
}
