/** Turns a bench run's results into bench/RESULTS.md: targets first, then medians, ratios and every raw value. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { baselineStubs } from './baseline';
import type { BuildResult } from './build';
import { type Scale, scales as scaleSizes } from './content';
import { devPage } from './devServer';
import { categories, type LighthouseResult } from './lighthouse';
import { busyLoad, busyOtherCpu, isBusy } from './machineLoad';
import type { BenchResults, BuildRun, DevRuns, ScaleResult, Side } from './results';
import { gibibytes, kilobytes, median, millis, ratio, seconds, times } from './stats';

/** Medians of one side's builds at one scale. */
export interface SideSummary {
  cold: number;
  warm: number;
  coldCpu: number;
  warmCpu: number;
  coldRss: number;
  warmRss: number;
}

export interface ScaleSummary {
  /** Pairs built, and how many of them ran on a busy machine and are left out of the medians. */
  pairs: number;
  busyPairs: number;
  ours: SideSummary;
  baseline: SideSummary;
  /** Medians over pairs of ours ÷ baseline, pair by pair (neighbours in time, so machine drift cancels). */
  coldRatio: number;
  /** The same for CPU time (user + system), which other work on the machine disturbs less than wall time. */
  coldCpuRatio: number;
  /** Ours' warm rebuild ÷ the baseline's cold build. */
  warmToBaselineCold: number;
  /** Ours' warm rebuild ÷ the baseline's warm rebuild. */
  warmRatio: number;
  rssRatio: number;
}

const values = (runs: readonly BuildRun[], side: Side, pick: (run: BuildRun) => BuildResult | undefined) =>
  runs.filter((run) => run.side === side).flatMap((run) => (pick(run) ? [pick(run) as BuildResult] : []));

function sideSummary(runs: readonly BuildRun[], side: Side): SideSummary {
  // A build that died is reported as such in the table of every build, not averaged in.
  const cold = values(runs, side, (run) => (run.cold.died ? undefined : run.cold));
  const warm = values(runs, side, (run) => run.warm);
  return {
    cold: median(cold.map((build) => build.wallMs)),
    warm: median(warm.map((build) => build.wallMs)),
    coldCpu: median(cold.map((build) => build.cpuMs)),
    warmCpu: median(warm.map((build) => build.cpuMs)),
    coldRss: median(cold.map((build) => build.memory.peak)),
    warmRss: median(warm.map((build) => build.memory.peak)),
  };
}

/**
 * Median over pairs of `ours(run) / baseline(run)` for the pairs that have both, and where neither cold build died
 * (a time or peak until a build died compares with nothing).
 */
function pairRatio(runs: readonly BuildRun[], ours: (run: BuildRun) => number, baseline: (run: BuildRun) => number) {
  const ratios: number[] = [];
  for (const run of runs.filter((candidate) => candidate.side === 'ours' && !candidate.cold.died)) {
    const partner = runs.find(
      (candidate) => candidate.side === 'baseline' && candidate.pair === run.pair && !candidate.cold.died,
    );
    if (partner) ratios.push(ratio(ours(run), baseline(partner)));
  }
  return median(ratios.filter(Number.isFinite));
}

/** A pair is busy when any build of it ran on a busy machine. */
const busyPair = (runs: readonly BuildRun[], pair: number) =>
  runs.some((run) => run.pair === pair && [run.cold, run.warm].some((build) => build && isBusy(build)));

/**
 * The pairs a summary reads: the quiet ones (both sides built on a quiet machine), or all of them when none was
 * quiet; `busy` counts the busy pairs left out.
 */
export function quietRuns(runs: readonly BuildRun[]): { runs: BuildRun[]; pairs: number; busy: number } {
  const pairs = [...new Set(runs.map((run) => run.pair))];
  const busy = pairs.filter((pair) => busyPair(runs, pair));
  const quiet = runs.filter((run) => !busy.includes(run.pair));
  return quiet.length > 0
    ? { runs: quiet, pairs: pairs.length, busy: busy.length }
    : { runs: [...runs], pairs: pairs.length, busy: 0 };
}

export function summarise(scale: ScaleResult): ScaleSummary {
  const { runs, pairs, busy } = quietRuns(scale.runs);
  const warm = (run: BuildRun) => run.warm?.wallMs ?? Number.NaN;
  const cold = (run: BuildRun) => run.cold.wallMs;
  return {
    pairs,
    busyPairs: busy,
    ours: sideSummary(runs, 'ours'),
    baseline: sideSummary(runs, 'baseline'),
    coldRatio: pairRatio(runs, cold, cold),
    coldCpuRatio: pairRatio(
      runs,
      (run) => run.cold.cpuMs,
      (run) => run.cold.cpuMs,
    ),
    warmToBaselineCold: pairRatio(runs, warm, cold),
    warmRatio: pairRatio(runs, warm, warm),
    rssRatio: pairRatio(
      runs,
      (run) => run.cold.memory.peak,
      (run) => run.cold.memory.peak,
    ),
  };
}

/** Ours' cold builds at `scale`: the first that did not die, else the first. */
function oursCold(results: BenchResults, scale: Scale): BuildResult | undefined {
  const cold = results.scales
    .find((result) => result.scale === scale)
    ?.runs.filter((run) => run.side === 'ours')
    .map((run) => run.cold);
  return cold?.find((build) => !build.died) ?? cold?.[0];
}

/** The targets at 10,000 pages (XL), against M and the real site (S) of the same run. */
function scaleTargetRows(
  results: BenchResults,
  judged: (target: string, value: number, limit: number, show: (value: number) => string) => TargetRow,
): TargetRow[] {
  const at = (scale: Scale) => results.scales.find((result) => result.scale === scale);
  const xl = oursCold(results, 'XL');
  const alive = xl && !xl.died ? xl : undefined;
  const xlSummary = at('XL') ? summarise(at('XL') as ScaleResult) : undefined;
  const mSummary = at('M') ? summarise(at('M') as ScaleResult) : undefined;
  const sEntry = oursCold(results, 'S')?.output?.entryGzip ?? NaN;
  const rows = [
    {
      target: "XL cold build ≤ 10 min with Node's default heap",
      measured: xl ? `${xl.died ? `${xl.died} after ` : ''}${seconds(xl.wallMs)}` : '—',
      met: xl ? !xl.died && xl.wallMs <= 600_000 : null,
    },
    judged('XL peak RSS, largest process ≤ 2 GiB', xl?.memory.processHwm ?? NaN, 2 * gib, gibibytes),
    judged('XL peak RSS, process tree ≤ 3 GiB', xl?.memory.sampledTreeRss ?? NaN, 3 * gib, gibibytes),
    judged(
      'Memory flat: XL peak RSS ≤ 1.2× M peak RSS',
      alive && mSummary ? ratio(alive.memory.peak, mSummary.ours.coldRss) : NaN,
      1.2,
      times,
    ),
    judged(
      'Time at most linear: XL cold ≤ 16× M cold',
      alive && mSummary ? ratio(alive.wallMs, mSummary.ours.cold) : NaN,
      16,
      times,
    ),
    judged('XL warm rebuild after a one-page edit ≤ 30 s', xlSummary?.ours.warm ?? NaN, 30_000, seconds),
    judged("XL entry chunk ≤ 1.2× the real site's (S)", ratio(alive?.output?.entryGzip ?? NaN, sEntry), 1.2, times),
    judged('XL first search downloads ≤ 1 MB gzip', alive?.output?.searchGzip ?? NaN, 1024 * 1024, kilobytes),
  ];
  return rows;
}

export interface TargetRow {
  target: string;
  measured: string;
  /** null: not measured in this run. */
  met: boolean | null;
}

const gib = 2 ** 30;
const isDocsPage = (page: string) => page !== '/api' && !page.startsWith('/blog');

/** Every target of the issue, judged on this run (reference scale unless named). */
export function targetRows(results: BenchResults): TargetRow[] {
  const reference = results.options.referenceScale;
  const at = (scale: Scale) => results.scales.find((result) => result.scale === scale);
  const ref = at(reference);
  const summary = ref ? summarise(ref) : undefined;
  const rows: TargetRow[] = [];
  const judged = (target: string, value: number, limit: number, show: (value: number) => string): TargetRow => ({
    target,
    measured: show(value),
    met: Number.isFinite(value) ? value <= limit : null,
  });

  const real = at('S');
  const realSummary = real ? summarise(real) : undefined;
  rows.push(judged('Cold build of the real site ≤ 1.8× the baseline (S)', realSummary?.coldRatio ?? NaN, 1.8, times));
  rows.push(judged(`Cold build ≤ 0.8× the baseline (${reference})`, summary?.coldRatio ?? NaN, 0.8, times));
  rows.push(
    judged(
      `Warm rebuild ≤ 0.25× the baseline's cold build (${reference})`,
      summary?.warmToBaselineCold ?? NaN,
      0.25,
      times,
    ),
  );
  const peak = summary
    ? Math.max(summary.ours.coldRss, Number.isFinite(summary.ours.warmRss) ? summary.ours.warmRss : 0)
    : NaN;
  rows.push(judged(`Peak RSS ≤ 2.2 GiB (${reference}, cold and warm)`, peak, 2.2 * gib, gibibytes));
  rows.push(...scaleTargetRows(results, judged));

  const dev = results.dev.ours;
  // At XL (a run without M) the XL rows below judge the dev server against the XL targets.
  if (reference !== 'XL') {
    rows.push(
      judged(
        `Dev server (${reference}): first page rendered ≤ 4 s (caches kept)`,
        dev?.warm.renderedMs ?? NaN,
        4_000,
        seconds,
      ),
    );
  }
  rows.push({
    target: `Dev server (${reference}): first page rendered, caches cleared (reported)`,
    measured: seconds(dev?.cold.renderedMs ?? NaN),
    met: null,
  });
  if (reference !== 'XL') {
    rows.push(judged('HMR of a Markdown edit ≤ 300 ms (median)', median(dev?.cold.hmrMs ?? []), 300, millis));
  }
  const realSite = results.realSiteDev?.ours;
  for (const [start, limit] of [
    ['warm', 2_000],
    ['cold', 3_000],
  ] as const) {
    rows.push(
      judged(
        `Dev server (S, the real site): first page rendered ≤ ${limit / 1000} s (caches ${start === 'warm' ? 'kept' : 'cleared'})`,
        realSite?.[start].renderedMs ?? NaN,
        limit,
        seconds,
      ),
    );
  }

  const large = results.largeSiteDev?.ours;
  rows.push(
    judged('Dev server (XL): first page rendered ≤ 10 s (caches kept)', large?.warm.renderedMs ?? NaN, 10_000, seconds),
  );
  rows.push(judged('Dev server (XL): peak RSS ≤ 2 GiB', large ? devPeakRss(large) : NaN, 2 * gib, gibibytes));
  rows.push(
    judged('Dev server (XL): HMR of a Markdown edit ≤ 300 ms (median)', median(large?.cold.hmrMs ?? []), 300, millis),
  );

  const weights = results.weights;
  for (const weight of (weights ?? []).filter((candidate) => isDocsPage(candidate.page))) {
    rows.push(
      judged(`First visit to docs page ${weight.page}: JS ≤ 130 KB gzip`, weight.jsGzip, 130 * 1024, kilobytes),
    );
  }
  if (!weights) rows.push({ target: 'First visit to a docs page: JS ≤ 130 KB gzip', measured: '—', met: null });
  const blocking = weights?.flatMap((weight) => weight.renderBlockingThirdParty) ?? [];
  rows.push({
    target: 'No render-blocking third-party request (pages of the page-weight table)',
    measured: weights
      ? `${blocking.length} render-blocking, ${weights.flatMap((w) => w.thirdParty).length} third-party in all`
      : '—',
    met: weights ? blocking.length === 0 : null,
  });
  const scalarElsewhere = weights?.filter((weight) => weight.page !== '/api' && weight.scalarJsGzip > 0) ?? [];
  const api = weights?.find((weight) => weight.page === '/api');
  rows.push({
    target: "Scalar's JS only on /api",
    measured: weights
      ? `/api ${kilobytes(api?.scalarJsGzip ?? NaN)} gzip; elsewhere: ${
          scalarElsewhere.map((weight) => `${weight.page} ${kilobytes(weight.scalarJsGzip)}`).join(', ') || 'none'
        }`
      : '—',
    met: weights ? scalarElsewhere.length === 0 : null,
  });

  const lighthouse = results.lighthouse;
  for (const run of (lighthouse ?? []).filter((candidate) => candidate.route !== '/api')) {
    const score = run.scores.performance ?? NaN;
    rows.push({
      target: `Lighthouse performance ≥ 95 on ${run.route}`,
      measured: String(run.scores.performance ?? '—'),
      met: Number.isFinite(score) ? score >= 95 : null,
    });
  }
  for (const run of lighthouse ?? []) {
    const others = categories.filter((id) => id !== 'performance');
    rows.push({
      target: `Lighthouse accessibility, best practices, SEO = 100 on ${run.route}`,
      measured: others.map((id) => run.scores[id] ?? '—').join(' / '),
      met: others.every((id) => run.scores[id] === 100),
    });
  }
  const apiRun = lighthouse?.find((run) => run.route === '/api');
  if (apiRun) {
    const performance = apiRun.scores.performance ?? NaN;
    rows.push({
      target: 'Lighthouse performance ≥ 90 on /api (mobile)',
      measured: String(apiRun.scores.performance ?? '—'),
      met: Number.isFinite(performance) ? performance >= 90 : null,
    });
    rows.push(judged('LCP ≤ 2.5 s on /api', apiRun.metrics.LCP ?? NaN, 2_500, millis));
    rows.push(judged('CLS ≤ 0.1 on /api', apiRun.metrics.CLS ?? NaN, 0.1, (value) => value.toFixed(3)));
    rows.push({ target: 'TBT on /api (reported)', measured: millis(apiRun.metrics.TBT ?? NaN), met: null });
    rows.push({ target: '/api HTML size (reported)', measured: htmlSize(apiRun), met: null });
  }
  if (!lighthouse) rows.push({ target: 'Lighthouse (not run)', measured: '—', met: null });
  return rows;
}

/** A page's HTML as sent (compressed) and as parsed. */
const htmlSize = (run: LighthouseResult) =>
  run.html ? `${kilobytes(run.html.transferBytes)} sent, ${kilobytes(run.html.resourceBytes)} raw` : '—';

const mark = (met: boolean | null) => (met === null ? '—' : met ? '✅ met' : '❌ not met');
const load = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(2));
const share = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? '—' : `${Math.round(value * 100)} %`;

const table = (header: string[], rows: string[][]) =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

function buildSection(results: BenchResults): string {
  const summaries = results.scales.map((scale) => ({ scale, summary: summarise(scale) }));
  const medians = table(
    [
      'scale',
      'pages + posts',
      'pairs read (busy, left out)',
      'ours cold',
      'baseline cold',
      'cold ratio',
      'cold CPU ours / baseline (ratio)',
      'ours warm',
      'baseline warm',
      'warm ratio',
      'ours warm ÷ baseline cold',
      'ours peak RSS (cold / warm)',
      'baseline peak RSS (cold / warm)',
      'RSS ratio (cold)',
    ],
    summaries.map(({ scale, summary }) => [
      scale.scale,
      `+${scale.pages} + ${scale.posts}`,
      `${summary.pairs - summary.busyPairs} (${summary.busyPairs})`,
      seconds(summary.ours.cold),
      seconds(summary.baseline.cold),
      times(summary.coldRatio),
      `${seconds(summary.ours.coldCpu)} / ${seconds(summary.baseline.coldCpu)} (${times(summary.coldCpuRatio)})`,
      seconds(summary.ours.warm),
      seconds(summary.baseline.warm),
      times(summary.warmRatio),
      times(summary.warmToBaselineCold),
      `${gibibytes(summary.ours.coldRss)} / ${gibibytes(summary.ours.warmRss)}`,
      `${gibibytes(summary.baseline.coldRss)} / ${gibibytes(summary.baseline.warmRss)}`,
      times(summary.rssRatio),
    ]),
  );
  const raw = table(
    [
      'scale',
      'pair',
      'side',
      'cold',
      'cold CPU',
      'cold peak RSS (largest process / tree)',
      'entry chunk gzip',
      'first search gzip',
      'warm (one-page edit)',
      'warm CPU',
      'warm peak RSS',
      'processes (max)',
      'load before (cold / warm)',
      'other CPU (cold / warm)',
      'machine',
    ],
    results.scales.flatMap((scale) =>
      scale.runs.map((run) => [
        scale.scale,
        String(run.pair),
        run.side,
        `${run.cold.died ? `**${run.cold.died}** after ` : ''}${seconds(run.cold.wallMs)}`,
        seconds(run.cold.cpuMs),
        `${gibibytes(run.cold.memory.processHwm)} / ${gibibytes(run.cold.memory.sampledTreeRss)}`,
        kilobytes(run.cold.output?.entryGzip ?? NaN),
        kilobytes(run.cold.output?.searchGzip ?? NaN),
        seconds(run.warm?.wallMs ?? NaN),
        seconds(run.warm?.cpuMs ?? NaN),
        gibibytes(run.warm?.memory.peak ?? NaN),
        String(Math.max(run.cold.memory.processes, run.warm?.memory.processes ?? 0)),
        `${load(run.cold.loadBefore)} / ${load(run.warm?.loadBefore)}`,
        `${share(run.cold.otherCpu)} / ${share(run.warm?.otherCpu)}`,
        [run.cold, run.warm].some((build) => build && isBusy(build)) ? '⚠ busy' : 'quiet',
      ]),
    ),
  );
  return `## Builds\n\nMedians; ratios are medians of ours ÷ baseline pair by pair, over the pairs built on a quiet machine (a pair is busy, ⚠, when a build of it started at a 1-minute load average above ${busyLoad} or other processes used more than ${Math.round(busyOtherCpu * 100)} % of the cores while it ran; each build first waits up to 90 s for the load to settle). When no pair was quiet, all are read.\n\n${medians}\n\nEvery build, in the order run:\n\n${raw}`;
}

/** A dev server's peak resident memory over both its starts. */
export const devPeakRss = (runs: DevRuns): number => Math.max(runs.cold.peakRss, runs.warm.peakRss);

function devTable(runs: Partial<Record<Side, DevRuns>>): string {
  const rows = (Object.entries(runs) as [Side, DevRuns][]).flatMap(([side, sideRuns]) =>
    (['cold', 'warm'] as const).map((start) => {
      const run = sideRuns[start];
      return [
        side,
        start === 'cold' ? 'caches cleared' : 'caches kept',
        seconds(run.servedMs),
        seconds(run.renderedMs),
        run.hmrMs.length > 0 ? millis(median(run.hmrMs)) : '—',
        run.hmrMs.map(millis).join(', ') || '—',
        run.hmrMs.length > 0 ? String(run.reloads) : '—',
        // Runs recorded before the dev server's memory was sampled have none.
        run.peakRss > 0 ? gibibytes(run.peakRss) : '—',
      ];
    }),
  );
  return table(
    ['side', 'start', 'first page served', 'first page rendered', 'HMR median', 'HMR each edit', 'reloads', 'peak RSS'],
    rows,
  );
}

function devSection(results: BenchResults): string {
  if (Object.keys(results.dev).length === 0 && !results.realSiteDev && !results.largeSiteDev)
    return '## Dev server\n\nNot measured in this run.';
  const realSite = results.realSiteDev ? `\n\nThe real site (S), no edits:\n\n${devTable(results.realSiteDev)}` : '';
  const reference = results.options.referenceScale;
  const largeSite =
    results.largeSiteDev && reference !== 'XL'
      ? `\n\nXL (+5,000 pages, +5,000 posts), ours:\n\n${devTable(results.largeSiteDev)}`
      : '';
  const scalesShown = [reference, ...(results.realSiteDev ? ['S'] : []), ...(largeSite ? ['XL'] : [])];
  return `## Dev server (${scalesShown.join(', ')})

\`rspress dev\` started once the machine's load has settled (as each build is), \`GET ${devPage.route}\` polled until it
answers 200 with HTML (served), then the page opened in Chromium until its heading shows (rendered). HMR:
\`${devPage.file}\` saved with a new last line; the time until the text is in the page's DOM, taken in the page at the
next animation frame. A reload counts when the edit replaced the document instead of updating it in place.

${devTable(results.dev)}${realSite}${largeSite}`;
}

function weightSection(results: BenchResults): string {
  if (!results.weights) return '## Page weight\n\nNot measured in this run.';
  return `## Page weight (ours, ${results.options.referenceScale}, production build)

A first visit in Chromium with an empty cache, Save-Data on (so the site prefetches no other routes): the JS and CSS
files the page loads, raw and gzip -9. Scalar JS: the part of the JS that is Scalar's bundle.

${table(
  [
    'page',
    'JS gzip',
    'JS raw',
    'CSS gzip',
    'CSS raw',
    'Scalar JS gzip',
    'third-party requests',
    'render-blocking third-party',
  ],
  results.weights.map((weight) => [
    weight.page,
    kilobytes(weight.jsGzip),
    kilobytes(weight.jsRaw),
    kilobytes(weight.cssGzip),
    kilobytes(weight.cssRaw),
    kilobytes(weight.scalarJsGzip),
    String(weight.thirdParty.length),
    weight.renderBlockingThirdParty.join(', ') || '0',
  ]),
)}`;
}

function lighthouseSection(results: BenchResults): string {
  if (!results.lighthouse) return '## Lighthouse\n\nNot measured in this run.';
  const extra = [...new Set(results.lighthouse.flatMap((run) => Object.keys(run.scores)))].filter(
    (id) => !(categories as readonly string[]).includes(id),
  );
  const scores = table(
    ['route', ...categories, ...extra, 'FCP', 'LCP', 'TBT', 'SI', 'CLS', 'HTML'],
    results.lighthouse.map((run) => [
      run.route,
      ...[...categories, ...extra].map((id) => String(run.scores[id] ?? '—')),
      millis(run.metrics.FCP ?? NaN),
      millis(run.metrics.LCP ?? NaN),
      millis(run.metrics.TBT ?? NaN),
      millis(run.metrics.SI ?? NaN),
      (run.metrics.CLS ?? NaN).toFixed(3),
      htmlSize(run),
    ]),
  );
  const failing = results.lighthouse.flatMap((run) =>
    Object.entries(run.failing)
      .filter(([, audits]) => audits.length > 0)
      .map(([id, audits]) => `- ${run.route}, ${id}: ${audits.join(', ')}`),
  );
  const errors = results.lighthouse
    .filter((run) => run.runtimeError)
    .map((run) => `- ${run.route}: ${run.runtimeError}`);
  return `## Lighthouse (ours, ${results.options.referenceScale}, production build)

npm \`lighthouse\` with Debian's Chromium, default settings (mobile, simulated throttling), one run per route. HTML:
the page's document as sent (compressed as the CDN sends it) and its size once decompressed.

${scores}

Audits that lost points (score < 1), for explaining a shortfall:

${failing.join('\n') || '- none'}${errors.length > 0 ? `\n\nRuntime errors:\n\n${errors.join('\n')}` : ''}`;
}

function methodSection(results: BenchResults): string {
  const { options } = results;
  const stubs = baselineStubs.map((stub) => `\`docs/${stub.file}\` (${stub.reason})`).join('; ');
  return `## Method

- **Content.** Scale S is the real site; M adds ${scaleSizes.M.pages} docs pages and ${scaleSizes.M.posts} posts, L adds ${scaleSizes.L.pages} and ${scaleSizes.L.posts}: generated by \`bench/content.ts\`,
  about 1,000 words each with six \`ts\` code blocks, a table, headings and links; posts have valid front matter. The
  text is seeded, so both sides and every run build the same Markdown.
- **Ours (A)** is a temporary copy of this checkout's site (\`scripts/siteCopy.ts\`: docs, theme, plugins, config),
  made a one-commit git repository so \`lastUpdated\` works as in a checkout.${options.variant.length > 0 ? ` **Variant: \`${options.variant.join(',')}\`** (\`bench/variants.ts\`).` : ''}
- **Baseline (B)** is plain \`@rspress/core\` as published (a copy with our \`patches/\` reversed) with \`defineConfig({ root: 'docs' })\` over a copy of the same \`docs/\`,
  no theme folder, no plugins. Pages a plain config cannot build are replaced by a stub at the same path (so links to
  them still resolve), or added: ${stubs}. \`docs/_meta.json\` (our sidebar order) is left out so the baseline gets
  Rspress's default sidebar of every page.
- **Cold build**: output and every cache removed first (\`doc_build\`, \`node_modules/.cache\` — Rsbuild's persistent
  cache and jiti's —, \`node_modules/.rspress\`, \`.rspress\`). **Warm rebuild**: the same build again right after, caches
  kept. Pairs alternate the order A, B then B, A, so neither side always runs on a machine warmed by the other.
  Before the first scale's pairs, each side builds once, not counted, so the run's first build does not pay alone for
  reading the toolchain from disk.
- **Wall time** is from spawning \`node node_modules/@rspress/core/bin/rspress.js build\` (no npm/npx wrapper) to its
  exit; **CPU time** is the build's user + system time (all its threads), read from /proc. **Peak RSS** is sampled
  every 100 ms from /proc over the build's whole process tree (summed, each shared page once: a sample with a new
  process that could raise the peak is summed from each process's proportional share, \`Pss\`, since a child just
  started shows its parent's memory as its own until its program loads), and also the kernel's high-water mark
  (VmHWM) of each process, the figure for the largest process. Besides the build's process, the tree holds its
  worker processes (the highlighting worker in the compile, the renderers, the outputs after the build) and
  short-lived helpers (\`git\` for \`lastUpdated\`).
- Targets are judged at ${options.referenceScale} on medians of this run (scale L for growth). Page weight and Lighthouse use ours' production build at ${options.referenceScale}.`;
}

/** The whole report. `notes`, when given, is appended (hand-written explanations that survive regeneration). */
export function renderReport(results: BenchResults, notes?: string): string {
  const { machine, options } = results;
  const runs = options.scales.map((scale) => `${scale} ×${options.runs[scale]}`).join(', ');
  return `# Benchmark results

Generated by \`${results.command}\` on ${results.startedAt} in ${seconds(results.durationMs)} (${(results.durationMs / 60_000).toFixed(1)} min).
Re-run it on a quiet machine before relying on the figures.

| machine | |
| --- | --- |
| CPU | ${machine.cpu}, ${machine.cores} cores |
| memory | ${gibibytes(machine.memoryBytes)} |
| OS | ${machine.os} |
| Node.js | ${machine.node} |
| load average (1 min) at start / end | ${machine.loadStart.toFixed(2)} / ${machine.loadEnd.toFixed(2)} |
| pairs per scale | ${runs}; warm rebuilds at ${options.warmScales.filter((scale) => options.scales.includes(scale)).join(', ') || 'none'} |
| skipped | ${options.skip.join(', ') || 'nothing'} |
| plain Rspress built at | ${options.scales.filter((scale) => (options.baselineScales ?? options.scales).includes(scale)).join(', ') || 'no scale'} |

## Targets

${table(
  ['target', 'measured', 'result'],
  targetRows(results).map((row) => [row.target, row.measured, mark(row.met)]),
)}

${buildSection(results)}

${devSection(results)}

${weightSection(results)}

${lighthouseSection(results)}

${methodSection(results)}
${notes ? `\n## Notes\n\n${notes.trim()}\n` : ''}`;
}

/** Writes the report; a hand-written `bench/NOTES.md`, when present, is included at the end. */
export function writeReport(results: BenchResults, file: string, notesFile = 'bench/NOTES.md'): void {
  const notes = existsSync(notesFile) ? readFileSync(notesFile, 'utf8') : undefined;
  writeFileSync(file, renderReport(results, notes));
}
