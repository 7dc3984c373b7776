/**
 * What `npm run bench` measures and how often, from flags (`npm run bench -- --runs=M:2`) or environment variables
 * (`BENCH_RUNS=M:2 npm run bench`); a flag wins. The defaults fit in about 15 minutes on the 2-core machine.
 */
import { scales as knownScales, type Scale } from './content';
import { parseVariant } from './variants';

/** Phases that can be left out (`--skip=dev,lighthouse`). */
export const phases = ['baseline', 'weight', 'lighthouse', 'dev'] as const;
export type Phase = (typeof phases)[number];

export interface BenchOptions {
  /** Scales to build, in order. */
  scales: Scale[];
  /** A/B pairs (cold builds of each side) per scale. */
  runs: Record<Scale, number>;
  /** Scales where each cold build is followed by a warm rebuild. */
  warmScales: Scale[];
  /** Our config's experimental variant (ours only), e.g. `worker,no-llms`. */
  variant: string[];
  skip: Phase[];
  /**
   * Scales where plain Rspress is built beside ours (all, unless `--baseline` names some): it runs out of memory at L
   * and XL, which takes it 9–10 minutes a scale to show again.
   */
  baselineScales: Scale[];
  /** Markdown edits timed in the dev server, per side. */
  edits: number;
  /** Where page weight, Lighthouse and the dev server are measured, and the targets judged: M, else the largest. */
  referenceScale: Scale;
  /** The report's path. */
  out: string;
  /**
   * Continue the run that wrote `<out>.partial.json` (it is written after each scale and removed at the end): its
   * scales are kept, not built again. A run of L and XL takes longer than one sitting of a 10-minute shell.
   */
  resume: boolean;
}

export const defaults = {
  scales: 'S,M',
  runs: 'S:1,M:3,L:1,XL:1',
  warm: 'S,M',
  edits: '5',
  out: 'bench/RESULTS.md',
};

export const usage = `npm run bench -- [--scales=S,M,L,XL] [--runs=S:1,M:3,L:1 | --runs=N] [--warm=S,M | all | none]
                       [--variant=worker,no-llms] [--skip=baseline,weight,lighthouse,dev] [--edits=5] [--out=FILE]
                       [--resume=1] [--baseline=S,M | all | none]
Each flag can also be given as an environment variable: BENCH_SCALES, BENCH_RUNS, BENCH_WARM, BENCH_VARIANT,
BENCH_SKIP, BENCH_EDITS, BENCH_OUT, BENCH_RESUME, BENCH_BASELINE. Defaults: --scales=${defaults.scales} --runs=${defaults.runs} --warm=${defaults.warm} --edits=${defaults.edits}.`;

const isScale = (value: string): value is Scale => Object.hasOwn(knownScales, value);

function scaleList(value: string, what: string): Scale[] {
  if (value === 'none') return [];
  if (value === 'all') return Object.keys(knownScales) as Scale[];
  const list = value.split(',').map((item) => item.trim().toUpperCase());
  for (const item of list) {
    if (!isScale(item))
      throw new Error(`${what}: unknown scale "${item}" (known: ${Object.keys(knownScales).join(', ')})`);
  }
  return list as Scale[];
}

function count(value: string, what: string, min: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min)
    throw new Error(`${what}: expected a whole number ≥ ${min}, got "${value}"`);
  return number;
}

/** `3` (every scale) or `S:1,M:3,L:1` (unnamed scales keep their default). */
export function parseRuns(value: string): Record<Scale, number> {
  const runs: Record<Scale, number> = { S: 1, M: 3, L: 1, XL: 1 };
  if (/^\d+$/.test(value.trim())) {
    const all = count(value.trim(), 'runs', 1);
    return { S: all, M: all, L: all, XL: all };
  }
  for (const item of value.split(',')) {
    const [scale = '', number = ''] = item.split(':').map((part) => part.trim());
    const [name] = scaleList(scale, 'runs');
    runs[name as Scale] = count(number, `runs for ${scale}`, 1);
  }
  return runs;
}

/** `--name=value` flags and BENCH_NAME variables; a flag wins. Throws on anything unknown. */
export function parseOptions(argv: readonly string[], env: Record<string, string | undefined>): BenchOptions {
  const flags = new Map<string, string>();
  for (const argument of argv) {
    const match = /^--([a-z]+)=(.*)$/.exec(argument);
    if (!match) throw new Error(`Unknown argument "${argument}".\n${usage}`);
    flags.set(match[1] as string, match[2] as string);
  }
  const known = ['scales', 'runs', 'warm', 'variant', 'skip', 'edits', 'out', 'resume', 'baseline'];
  for (const name of flags.keys()) {
    if (!known.includes(name)) throw new Error(`Unknown flag --${name}.\n${usage}`);
  }
  const get = (name: string, fallback: string) => flags.get(name) ?? env[`BENCH_${name.toUpperCase()}`] ?? fallback;

  const scales = scaleList(get('scales', defaults.scales), 'scales');
  if (scales.length === 0) throw new Error('scales: name at least one scale');
  const skip = get('skip', '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  for (const phase of skip) {
    if (!(phases as readonly string[]).includes(phase)) {
      throw new Error(`skip: unknown phase "${phase}" (known: ${phases.join(', ')})`);
    }
  }
  const order = Object.keys(knownScales) as Scale[];
  return {
    scales,
    runs: parseRuns(get('runs', defaults.runs)),
    warmScales: scaleList(get('warm', defaults.warm), 'warm'),
    variant: parseVariant(get('variant', '')),
    skip: skip as Phase[],
    baselineScales: skip.includes('baseline') ? [] : scaleList(get('baseline', 'all'), 'baseline'),
    edits: count(get('edits', defaults.edits), 'edits', 0),
    referenceScale: scales.includes('M')
      ? 'M'
      : ([...scales].sort((a, b) => order.indexOf(b) - order.indexOf(a))[0] as Scale),
    out: get('out', defaults.out),
    resume: ['1', 'true', 'yes'].includes(get('resume', '0')),
  };
}
