import { describe, expect, it } from 'vitest';
import type { BuildResult } from './build';
import { defaults, parseOptions } from './options';
import { renderReport, summarise, targetRows } from './report';
import type { BenchResults, BuildRun } from './results';

const gib = 2 ** 30;
const build = (seconds: number, gibibytes = 1, loadBefore = 0.4): BuildResult => ({
  wallMs: seconds * 1000,
  cpuMs: seconds * 1500,
  memory: { sampledTreeRss: gibibytes * gib, processHwm: 0, peak: gibibytes * gib, processes: 1, samples: 10 },
  loadBefore,
  otherCpu: 0.02,
});
const pair = (pair: number, ours: number, baseline: number): BuildRun[] => [
  { side: 'ours', pair, cold: build(ours), warm: build(ours / 4) },
  { side: 'baseline', pair, cold: build(baseline, 2), warm: build(baseline / 2, 2) },
];

const results: BenchResults = {
  command: 'npm run bench',
  startedAt: '2026-01-01T00:00:00.000Z',
  durationMs: 600_000,
  machine: { cpu: 'Test CPU', cores: 2, memoryBytes: 24 * gib, os: 'Linux', node: 'v20', loadStart: 0, loadEnd: 0 },
  options: { ...parseOptions([], {}), out: defaults.out },
  scales: [
    { scale: 'M', pages: 300, posts: 300, runs: [...pair(1, 20, 40), ...pair(2, 22, 40), ...pair(3, 30, 40)] },
    {
      scale: 'XL',
      pages: 5000,
      posts: 5000,
      runs: [
        { side: 'ours', pair: 1, cold: { ...build(330), output: { entryGzip: 18_000, searchGzip: 2_000_000 } } },
        { side: 'baseline', pair: 1, cold: { ...build(281, 5.5), died: 'out of memory (V8 heap)' } },
      ],
    },
  ],
  dev: {
    ours: {
      cold: { servedMs: 2_000, renderedMs: 2_500, hmrMs: [300, 900, 400], reloads: 0, peakRss: 1.5 * gib },
      warm: { servedMs: 1_000, renderedMs: 1_500, hmrMs: [], reloads: 0, peakRss: 1.2 * gib },
    },
  },
};

describe('bench report', () => {
  it('takes ratios pair by pair, then their median', () => {
    const summary = summarise(results.scales[0] as BenchResults['scales'][number]);
    expect(summary.ours.cold).toBe(22_000);
    expect(summary.coldRatio).toBeCloseTo(22 / 40);
    expect(summary.warmToBaselineCold).toBeCloseTo(5.5 / 40);
    expect(summary.rssRatio).toBeCloseTo(0.5);
  });

  it('leaves the pairs built on a busy machine out of the medians, and marks them', () => {
    const busy: BuildRun[] = [
      { side: 'ours', pair: 4, cold: build(90, 1, 3.2) },
      { side: 'baseline', pair: 4, cold: { ...build(10), otherCpu: 0.6 } },
    ];
    const scale = { scale: 'M' as const, pages: 300, posts: 300, runs: [...pair(1, 20, 40), ...busy] };
    const summary = summarise(scale);
    expect(summary).toMatchObject({ pairs: 2, busyPairs: 1, coldRatio: 0.5 });
    const report = renderReport({ ...results, scales: [scale] });
    expect(report).toContain('| M | +300 + 300 | 1 (1) |');
    expect(report).toMatch(/^\| M \| 4 \| ours \|.*\| 3\.20 \/ — \|.*\| ⚠ busy \|$/m);
    expect(report).toMatch(/^\| M \| 1 \| ours \|.*\| quiet \|$/m);
  });

  it('judges each target, and marks what was not measured', () => {
    const rows = new Map(targetRows(results).map((row) => [row.target, row]));
    expect(rows.get('Cold build ≤ 0.8× the baseline (M)')).toMatchObject({ measured: '0.55×', met: true });
    expect(rows.get('Cold build of the real site ≤ 1.8× the baseline (S)')).toMatchObject({ measured: '—', met: null });
    expect(rows.get('Peak RSS ≤ 2.2 GiB (M, cold and warm)')).toMatchObject({ measured: '1.00 GiB', met: true });
    expect(rows.get("XL cold build ≤ 10 min with Node's default heap")).toMatchObject({
      measured: '330.0 s',
      met: true,
    });
    expect(rows.get('Time at most linear: XL cold ≤ 16× M cold')).toMatchObject({ measured: '15.00×', met: true });
    expect(rows.get('Memory flat: XL peak RSS ≤ 1.2× M peak RSS')).toMatchObject({ measured: '1.00×', met: true });
    expect(rows.get('XL first search downloads ≤ 1 MB gzip')).toMatchObject({ met: false });
    expect(rows.get("XL entry chunk ≤ 1.2× the real site's (S)")).toMatchObject({ met: null });
    expect(rows.get('HMR of a Markdown edit ≤ 300 ms (median)')).toMatchObject({ measured: '400 ms', met: false });
    expect(rows.get("Scalar's JS only on /api")).toMatchObject({ met: null });
  });

  it("judges the real site's dev server against its own targets, and shows its table", () => {
    const realSiteDev = {
      ours: {
        cold: { servedMs: 2_100, renderedMs: 2_800, hmrMs: [], reloads: 0, peakRss: 0.6 * gib },
        warm: { servedMs: 1_200, renderedMs: 2_300, hmrMs: [], reloads: 0, peakRss: 0.5 * gib },
      },
    };
    const rows = new Map(targetRows({ ...results, realSiteDev }).map((row) => [row.target, row]));
    expect(rows.get('Dev server (S, the real site): first page rendered ≤ 2 s (caches kept)')).toMatchObject({
      measured: '2.3 s',
      met: false,
    });
    expect(rows.get('Dev server (S, the real site): first page rendered ≤ 3 s (caches cleared)')).toMatchObject({
      measured: '2.8 s',
      met: true,
    });
    expect(renderReport({ ...results, realSiteDev })).toMatch(
      /The real site \(S\), no edits:\n\n.*\n.*\n\| ours \| caches cleared \| 2\.1 s \| 2\.8 s \|/,
    );
  });

  it('judges the dev server at XL against its own targets, and shows its table beside the reference scale’s', () => {
    const largeSiteDev = {
      ours: {
        cold: { servedMs: 90_000, renderedMs: 120_000, hmrMs: [7_000, 5_500, 6_000], reloads: 1, peakRss: 2.6 * gib },
        warm: { servedMs: 9_000, renderedMs: 9_500, hmrMs: [], reloads: 0, peakRss: 1.9 * gib },
      },
    };
    const rows = new Map(targetRows({ ...results, largeSiteDev }).map((row) => [row.target, row]));
    expect(rows.get('Dev server (XL): first page rendered ≤ 10 s (caches kept)')).toMatchObject({
      measured: '9.5 s',
      met: true,
    });
    expect(rows.get('Dev server (XL): peak RSS ≤ 2 GiB')).toMatchObject({ measured: '2.60 GiB', met: false });
    expect(rows.get('Dev server (XL): HMR of a Markdown edit ≤ 300 ms (median)')).toMatchObject({
      measured: '6000 ms',
      met: false,
    });
    // Without an XL run the rows say so.
    expect(
      new Map(targetRows(results).map((row) => [row.target, row])).get('Dev server (XL): peak RSS ≤ 2 GiB'),
    ).toMatchObject({ met: null });
    // A run without M measures the dev server at XL once, and judges it against the XL targets only.
    const xlOnly = {
      ...results,
      options: { ...results.options, referenceScale: 'XL' as const },
      dev: largeSiteDev,
      largeSiteDev,
    };
    const xlTargets = targetRows(xlOnly)
      .map((row) => row.target)
      .filter((target) => target.includes('Dev server (XL)') || target.startsWith('HMR'));
    expect(xlTargets).toEqual([
      'Dev server (XL): first page rendered, caches cleared (reported)',
      'Dev server (XL): first page rendered ≤ 10 s (caches kept)',
      'Dev server (XL): peak RSS ≤ 2 GiB',
      'Dev server (XL): HMR of a Markdown edit ≤ 300 ms (median)',
    ]);
    const report = renderReport({ ...results, largeSiteDev });
    expect(report).toContain('## Dev server (M, XL)');
    expect(report).toMatch(
      /XL \(\+5,000 pages, \+5,000 posts\), ours:\n\n.*\n.*\n\| ours \| caches cleared \| 90\.0 s \| 120\.0 s \| 6000 ms \|.*\| 1 \| 2\.60 GiB \|/,
    );
  });

  it("judges /api's Lighthouse targets and reports its TBT and HTML size", () => {
    const api = {
      route: '/api',
      scores: { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 },
      failing: {},
      metrics: { FCP: 1_000, LCP: 2_600, TBT: 40, SI: 1_500, CLS: 0.01 },
      html: { transferBytes: 18_432, resourceBytes: 189_440 },
      ms: 10_000,
    };
    const rows = new Map(targetRows({ ...results, lighthouse: [api] }).map((row) => [row.target, row]));
    expect(rows.get('Lighthouse performance ≥ 90 on /api (mobile)')).toMatchObject({ measured: '97', met: true });
    expect(rows.get('LCP ≤ 2.5 s on /api')).toMatchObject({ measured: '2600 ms', met: false });
    expect(rows.get('CLS ≤ 0.1 on /api')).toMatchObject({ measured: '0.010', met: true });
    expect(rows.get('TBT on /api (reported)')).toMatchObject({ measured: '40 ms', met: null });
    expect(rows.get('/api HTML size (reported)')).toMatchObject({ measured: '18.0 KB sent, 185.0 KB raw' });
    expect(renderReport({ ...results, lighthouse: [api] })).toContain('| 0.010 | 18.0 KB sent, 185.0 KB raw |');
  });

  it('renders the machine, the targets and every raw build', () => {
    const report = renderReport(results, 'Hand-written note.');
    expect(report).toContain('| CPU | Test CPU, 2 cores |');
    expect(report).toContain('| Cold build ≤ 0.8× the baseline (M) | 0.55× | ✅ met |');
    expect(report.match(/^\| M \| \d \| (ours|baseline) \|/gm)).toHaveLength(6);
    expect(report).toContain('## Notes\n\nHand-written note.');
    expect(report).toMatch(/^\| XL \| 1 \| baseline \| \*\*out of memory \(V8 heap\)\*\* after 281\.0 s \|/m);
    // No ratio against a build that died.
    expect(report).toMatch(/^\| XL \| \+5000 \+ 5000 \| 1 \(0\) \| 330\.0 s \| — \| — \|/m);
  });

  it('gives every row of a table as many cells as its header', () => {
    const tables = renderReport(results).split(/\n(?!\|)/);
    for (const table of tables.filter((block) => block.startsWith('|'))) {
      const cells = table.split('\n').map((row) => row.split(' | ').length);
      expect(new Set(cells).size, table).toBe(1);
    }
  });
});
