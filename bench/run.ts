/**
 * `npm run bench`: builds our site and the plain-Rspress baseline over the same synthetic content at each scale,
 * alternating A/B, then measures the dev server, page weight and Lighthouse at the reference scale, and writes
 * bench/RESULTS.md. `npm run bench -- --help` lists the options.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BuildResult, clearBuildState, runBuild } from './build';
import { editOnePage, scales as scaleSizes } from './content';
import { measureDevServer } from './devServer';
import { runLighthouse } from './lighthouse';
import { settledLoad } from './machineLoad';
import { type BenchOptions, parseOptions, usage } from './options';
import { measurePageWeights } from './pageWeight';
import { devPeakRss, writeReport } from './report';
import type { BenchResults, BuildRun, DevRuns, Machine, ScaleResult, Side } from './results';
import { createSitePair, type Site, type SitePair } from './sites';
import { gibibytes, seconds } from './stats';

const startedAt = Date.now();
const log = (line: string) => {
  const elapsed = Math.round((Date.now() - startedAt) / 1000);
  console.log(
    `[${String(Math.floor(elapsed / 60)).padStart(2, '0')}:${String(elapsed % 60).padStart(2, '0')}] ${line}`,
  );
};

const describeBuild = (build: BuildResult) =>
  `${build.died ? `${build.died} after ` : ''}${seconds(build.wallMs)} (CPU ${seconds(build.cpuMs)}), ` +
  `peak RSS ${gibibytes(build.memory.processHwm)} largest process, ${gibibytes(build.memory.sampledTreeRss)} tree`;

const loadStart = os.loadavg()[0] ?? 0;

/** Where a run keeps what it has measured so far, for `--resume=1`. */
const partialResultsFile = (out: string) => `${out}.partial.json`;

function machine(loadEnd = os.loadavg()[0] ?? 0): Machine {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    memoryBytes: os.totalmem(),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    loadStart,
    loadEnd,
  };
}

/** One side's cold build, and its warm rebuild after a one-page edit when the scale asks for it. */
async function buildSide(site: Site, side: Side, pair: number, warm: boolean, label: string): Promise<BuildRun> {
  clearBuildState(site.dir);
  log(`${label} ${side}: cold build…`);
  const cold = await runBuild(site.dir, site.env);
  log(`${label} ${side}: cold ${describeBuild(cold)}`);
  if (!warm || cold.died) return { side, pair, cold };
  editOnePage(site.dir, pair);
  const rebuilt = await runBuild(site.dir, site.env);
  log(`${label} ${side}: warm ${describeBuild(rebuilt)}`);
  return { side, pair, cold, warm: rebuilt };
}

/**
 * One cold build of each side, not counted, before the run's first pair: the first build after an install or a
 * reboot reads Rspack, Rspress and the plugins from disk for the first time (S, ours first: 6.9 s and 11.3 CPU s
 * against 4.6 s and 7.7 CPU s for the same build in the next pair), which would count against whichever side starts.
 */
async function warmUp(pair: SitePair, sides: Side[]): Promise<void> {
  for (const side of sides) {
    clearBuildState(pair[side].dir);
    log(`warm-up ${side}: one cold build, not counted…`);
    log(`warm-up ${side}: ${describeBuild(await runBuild(pair[side].dir, pair[side].env))}`);
  }
}

async function measureDev(site: Site, side: Side, edits: number): Promise<DevRuns> {
  clearBuildState(site.dir);
  // As a build does: the last build's tail (and the removal of what it replaced) would be measured as the server's.
  await settledLoad();
  log(`dev ${side}: start with caches cleared, ${edits} edits…`);
  const cold = await measureDevServer(site.dir, { edits, env: site.devEnv });
  log(
    `dev ${side}: served ${seconds(cold.servedMs)}, rendered ${seconds(cold.renderedMs)}, HMR ${cold.hmrMs.map(Math.round).join(', ')} ms`,
  );
  await settledLoad();
  const warm = await measureDevServer(site.dir, { edits: 0, env: site.devEnv });
  log(
    `dev ${side} (caches kept): served ${seconds(warm.servedMs)}, rendered ${seconds(warm.renderedMs)}, peak RSS ${gibibytes(devPeakRss({ cold, warm }))}`,
  );
  return { cold, warm };
}

async function bench(options: BenchOptions, pairs: Set<SitePair>): Promise<BenchResults> {
  const results: BenchResults = {
    command,
    startedAt: new Date(startedAt).toISOString(),
    durationMs: 0,
    machine: machine(),
    options,
    scales: [],
    dev: {},
  };
  const partial = partialResultsFile(options.out);
  if (options.resume && existsSync(partial)) {
    const earlier = JSON.parse(readFileSync(partial, 'utf8')) as BenchResults;
    Object.assign(results, { startedAt: earlier.startedAt, scales: earlier.scales, dev: earlier.dev });
    Object.assign(results, earlier.realSiteDev ? { realSiteDev: earlier.realSiteDev } : {});
    Object.assign(results, earlier.largeSiteDev ? { largeSiteDev: earlier.largeSiteDev } : {});
    Object.assign(results, earlier.weights ? { weights: earlier.weights } : {});
    Object.assign(results, earlier.lighthouse ? { lighthouse: earlier.lighthouse } : {});
    log(`resuming ${partial}: ${earlier.scales.map((done) => done.scale).join(', ')} kept`);
  }
  for (const scale of options.scales) {
    if (results.scales.some((done) => done.scale === scale)) continue;
    log(`scale ${scale}: writing the sites (+${scaleSizes[scale].pages} pages, +${scaleSizes[scale].posts} posts)…`);
    const pair = createSitePair(scale, options.variant);
    pairs.add(pair);
    try {
      const result: ScaleResult = { scale, ...scaleSizes[scale], runs: [] };
      results.scales.push(result);
      const warm = options.warmScales.includes(scale);
      const withBaseline = options.baselineScales.includes(scale);
      if (scale === options.scales[0]) await warmUp(pair, withBaseline ? ['ours', 'baseline'] : ['ours']);
      for (let number = 1; number <= options.runs[scale]; number += 1) {
        // A, B then B, A: neither side always follows the other.
        const order: Side[] = !withBaseline ? ['ours'] : number % 2 === 1 ? ['ours', 'baseline'] : ['baseline', 'ours'];
        for (const side of order) {
          const label = `${scale} pair ${number}/${options.runs[scale]}`;
          result.runs.push(await buildSide(pair[side], side, number, warm, label));
        }
      }
      if (scale === 'S' && scale !== options.referenceScale && !options.skip.includes('dev')) {
        results.realSiteDev = { ours: await measureDev(pair.ours, 'ours', 0) };
        if (withBaseline) results.realSiteDev.baseline = await measureDev(pair.baseline, 'baseline', 0);
      }
      if (scale === options.referenceScale) {
        // Ours' doc_build holds its latest production build.
        if (!options.skip.includes('weight')) {
          log('page weight…');
          results.weights = await measurePageWeights(path.join(pair.ours.dir, 'doc_build'));
        }
        if (!options.skip.includes('lighthouse')) {
          log('lighthouse…');
          results.lighthouse = await runLighthouse(path.join(pair.ours.dir, 'doc_build'), undefined, log);
        }
        if (!options.skip.includes('dev')) {
          results.dev.ours = await measureDev(pair.ours, 'ours', options.edits);
          if (withBaseline) results.dev.baseline = await measureDev(pair.baseline, 'baseline', options.edits);
        }
      }
      // Ours alone: plain Rspress is not built at XL (it runs out of memory from L).
      if (scale === 'XL' && !options.skip.includes('dev')) {
        results.largeSiteDev = {
          ours:
            results.dev.ours && scale === options.referenceScale
              ? results.dev.ours
              : await measureDev(pair.ours, 'ours', options.edits),
        };
      }
    } finally {
      pair.dispose();
      pairs.delete(pair);
    }
    writeFileSync(partial, JSON.stringify(results));
  }
  results.durationMs = Date.now() - Date.parse(results.startedAt);
  results.machine = machine();
  return results;
}

if (process.argv.includes('--help')) {
  console.log(usage);
  process.exit(0);
}
const options = parseOptions(process.argv.slice(2), process.env);
/** The command as typed, with the BENCH_* variables that were set. */
const command = [
  ...Object.entries(process.env)
    .filter(([name]) => name.startsWith('BENCH_'))
    .map(([name, value]) => `${name}=${value}`),
  'npm run bench',
  ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : []),
].join(' ');
const pairs = new Set<SitePair>();
// Exit handlers run in the order registered: build.ts and devServer.ts kill their processes first.
process.on('exit', () => {
  for (const pair of pairs) pair.dispose();
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\nbench interrupted by ${signal}; no report written, temporary sites removed.`);
    process.exit(130);
  });
}
log(
  `bench: scales ${options.scales.join(',')}, pairs ${options.scales.map((scale) => `${scale}:${options.runs[scale]}`).join(',')}, ` +
    `warm at ${options.warmScales.join(',') || 'none'}${options.variant.length > 0 ? `, variant ${options.variant.join(',')}` : ''}`,
);
try {
  const results = await bench(options, pairs);
  writeReport(results, options.out);
  rmSync(partialResultsFile(options.out), { force: true });
  log(`done in ${(results.durationMs / 60_000).toFixed(1)} min; wrote ${options.out}`);
} catch (error) {
  console.error(`\nbench failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
