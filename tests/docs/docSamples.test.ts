/**
 * Every shell (curl), TypeScript/JavaScript and Python block of docs/**\/*.mdx runs against the mock, with the
 * documented API host replaced by the mock's URL and the key in VIHJE_API_KEY, and must exit 0, print nothing to
 * stderr and get no error answer; a block flagged `no-run` is listed as skipped. Every JSON block names the request
 * whose answer it shows (`response-of`), and its shape must be that answer's.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockExchange, type MockServer, startMockServer } from '../../examples/mock/server';
import { collectPosts } from '../../plugins/blog/collectPosts';
import { documentedAddressQuery } from '../../sampleApi/data/documentedFlow';
import { type DocSample, extractSamples } from '../../scripts/docSamples/extractSamples';
import { runSample } from '../../scripts/docSamples/runSample';
import { shapeDifferences } from '../../scripts/docSamples/shapeDifferences';
import { listFiles } from '../../shared/listFiles';
import { type DescribedApi, loadDescribedApi } from '../contract/describedApi';

const root = fileURLToPath(new URL('../..', import.meta.url));
const specFile = path.join(root, 'openapi/openapi.yaml');
// Inside the repository (git-ignored): its package.json makes .ts files ES modules, and its node_modules resolve.
const workRoot = path.join(root, 'test-results/doc-samples');
const python = process.env.PYTHON ?? '/usr/bin/python3';
const apiKey = 'docs-sample-key';

// Rspress builds a page from a .md file as from a .mdx one; posts may be either (plugins/blog/collectPosts.ts).
const pages = listFiles(path.join(root, 'docs'), (name) => /\.mdx?$/.test(name), { relative: true }).map(
  (name) => `docs/${name}`,
);
const samples = pages.flatMap((page) => extractSamples(page, readFileSync(path.join(root, page), 'utf8')));
const modules = samples.filter((sample) => sample.title !== undefined);
const label = (sample: DocSample) => `${sample.file}:${sample.line} ${sample.lang}`;
const runnable = samples.filter((sample) => sample.kind !== 'response');
const responses = samples.filter((sample) => sample.kind === 'response');

/** Two mocks, one per sample running at a time, so that each sample's requests are its own. */
const lanes: { mock: MockServer; baseUrl: string; exchanges: MockExchange[]; busy: boolean }[] = [];
const waiting: (() => void)[] = [];
async function withLane<T>(work: (lane: (typeof lanes)[number]) => Promise<T>): Promise<T> {
  let lane = lanes.find((candidate) => !candidate.busy);
  while (!lane) {
    await new Promise<void>((resolve) => waiting.push(resolve));
    lane = lanes.find((candidate) => !candidate.busy);
  }
  lane.busy = true;
  lane.exchanges.length = 0;
  try {
    return await work(lane);
  } finally {
    lane.busy = false;
    waiting.shift()?.();
  }
}

let api: DescribedApi;
let addressId: string;

beforeAll(async () => {
  const check = spawnSync(python, ['-c', 'import requests'], { encoding: 'utf8' });
  if (check.status !== 0) {
    throw new Error(
      `${python} cannot import requests: run "bash scripts/ensure-python-requests.sh" (${check.stderr.trim()})`,
    );
  }
  api = await loadDescribedApi(specFile);
  for (let i = 0; i < 2; i++) {
    const exchanges: MockExchange[] = [];
    const mock = await startMockServer({ specFile, port: 0, log: () => {}, onExchange: (e) => exchanges.push(e) });
    lanes.push({ mock, baseUrl: mock.url.replace('localhost', '127.0.0.1'), exchanges, busy: false });
  }
  // The lookup samples take ADDRESS_ID from an address typeahead hit, the documented flow.
  const first = lanes[0];
  if (!first) throw new Error('no mock started');
  const search = await fetch(`${first.baseUrl}/addresses/search?q=${encodeURIComponent(documentedAddressQuery)}`, {
    headers: { Authorization: `Bearer ${apiKey}` },
  });
  addressId = ((await search.json()) as { hits: { id: string }[] }).hits[0]?.id ?? '';
  rmSync(workRoot, { recursive: true, force: true });
});
afterAll(async () => {
  await Promise.all(lanes.map((lane) => lane.mock.close()));
  rmSync(workRoot, { recursive: true, force: true });
});

describe('docs code samples run against the mock', () => {
  it('finds the samples of every page, the blog included', () => {
    const posts = collectPosts(path.join(root, 'docs', 'blog'), { includeDrafts: true });
    expect(pages).toEqual(expect.arrayContaining(posts.map((post) => path.relative(root, post.file))));
    expect(new Set(runnable.map((sample) => sample.kind))).toEqual(new Set(['shell', 'typescript', 'python']));
    expect(runnable.filter((sample) => !sample.noRun).length).toBeGreaterThan(40);
  });

  for (const [index, sample] of runnable.entries()) {
    const run = sample.noRun ? it.skip : it.concurrent;
    run(`${label(sample)}${sample.noRun ? ' (no-run)' : ''}`, { timeout: 30_000 }, async () => {
      await withLane(async (lane) => {
        const result = await runSample(sample, {
          baseUrl: lane.baseUrl,
          env: { VIHJE_API_KEY: apiKey, ADDRESS_ID: addressId },
          workDir: path.join(workRoot, String(index)),
          modules,
          python,
        });
        const report = [
          `exit ${result.exitCode}${result.timedOut ? ' (timed out)' : ''}`,
          `stdout: ${result.stdout.slice(0, 1500)}`,
          `stderr: ${result.stderr.slice(0, 1500)}`,
          ...lane.exchanges.map((e) => `${e.method} ${e.url} → ${e.status} ${JSON.stringify(e.body).slice(0, 200)}`),
        ].join('\n');
        expect(result.exitCode, report).toBe(0);
        expect(result.stderr, report).toBe('');
        expect(
          lane.exchanges.filter((exchange) => exchange.status >= 400),
          report,
        ).toEqual([]);
      });
    });
  }
});

describe('responses shown in the docs have the shape the mock answers with', () => {
  for (const sample of responses) {
    const run = sample.noRun ? it.skip : it;
    run(`${label(sample)}${sample.responseOf ? ` shows ${sample.responseOf}` : ''}`, async () => {
      expect(
        sample.responseOf,
        `${label(sample)}: a JSON block shows a response: name its request with response-of="METHOD /path", or flag it no-run`,
      ).toBeDefined();
      const [method = '', target = ''] = (sample.responseOf ?? '').split(' ');
      const shown: unknown = JSON.parse(sample.code);
      await withLane(async (lane) => {
        const url = `${lane.baseUrl}${target}`;
        const response = await fetch(url, { method, headers: { Authorization: `Bearer ${apiKey}` } });
        const actual: unknown = await response.json();
        expect(shapeDifferences(shown, actual), JSON.stringify(actual).slice(0, 500)).toEqual([]);
        const operationId = api.operationAt(method, new URL(url).pathname);
        const answer = { status: response.status, headers: response.headers, body: shown };
        expect(api.problemsWith(operationId, answer)).toEqual([]);
      });
    });
  }
});
