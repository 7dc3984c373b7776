/**
 * `rspress dev` in a site directory: the time from starting it to the first page served (HTTP 200 with HTML) and to
 * that page rendered in Chromium (its `# heading` on screen), then the time from saving a Markdown edit to the new
 * text appearing in the open page (HMR, or a reload if the dev server chose one), several edits.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { launchChromium } from '../scripts/chromium';
import { OutputTail, rspressCli } from './build';
import { sampleProcessTree } from './processTree';

/** The page the dev measurements open and edit: a real docs page, present in ours and in the baseline. */
export const devPage = { route: '/authentication', file: 'docs/authentication.mdx', heading: 'Authentication' };

export interface DevResult {
  /** Start → `GET route` answered 200 with HTML. */
  servedMs: number;
  /** Start → the page's heading rendered in Chromium (the browser was already running). */
  renderedMs: number;
  /** Each edit: file saved → the edited text in the page's DOM, measured in the page at the next frame. */
  hmrMs: number[];
  /** Edits that reloaded the whole page instead of updating it in place. */
  reloads: number;
  /** The dev server's peak resident memory (largest process or the tree, whichever is larger), bytes. */
  peakRss: number;
}

/** Dev servers still running, stopped if the bench exits early (they run in their own process group). */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) {
    try {
      process.kill(-(child.pid as number), 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Stops the dev server and whatever it started (it runs in its own process group). */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-(child.pid as number), 'SIGTERM');
  const timeout = sleep(5_000).then(() => 'timeout');
  if ((await Promise.race([exited, timeout])) === 'timeout') process.kill(-(child.pid as number), 'SIGKILL');
  await exited;
}

/** Polls `url` until it answers 200 with HTML; throws when the server exits or after `timeoutMs`. */
async function waitForHtml(url: string, child: ChildProcess, tail: OutputTail, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`rspress dev exited (code ${child.exitCode}). Last lines:\n${tail}`);
    try {
      const response = await fetch(url);
      const body = await response.text();
      if (response.status === 200 && body.includes('<html')) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`rspress dev did not serve ${url} within ${timeoutMs / 1000} s. Last lines:\n${tail}`);
}

/** A `rspress dev` started by `startDevServer`, in its own process group. */
export interface DevServer {
  origin: string;
  child: ChildProcess;
  /** The server's last lines of output, for an error. */
  tail: OutputTail;
  /** Resolves when `route` is served as HTML; throws if the server exits first or after `timeoutMs`. */
  served(route: string, timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
}

/** Starts `rspress dev` in `siteDir` on a free port of 127.0.0.1, with `env` added to this process's. */
export async function startDevServer(siteDir: string, env: Record<string, string> = {}): Promise<DevServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...rspressCli(siteDir), 'dev', '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: siteDir,
      env: { ...process.env, ...env, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  const tail = new OutputTail();
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => tail.push(chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => tail.push(chunk));
  return {
    origin,
    child,
    tail,
    served: (route, timeoutMs) => waitForHtml(`${origin}${route}`, child, tail, timeoutMs),
    stop: () => stop(child),
  };
}

/**
 * Starts `rspress dev` in `siteDir`, measures, makes `edits` edits to the page's Markdown (restored afterwards) and
 * stops the server. `edits: 0` measures the start only.
 */
export async function measureDevServer(
  siteDir: string,
  { edits, env = {} }: { edits: number; env?: Record<string, string> },
): Promise<DevResult> {
  const browser = await launchChromium();
  const file = path.join(siteDir, devPage.file);
  const original = readFileSync(file, 'utf8');
  const started = Date.now();
  const server = await startDevServer(siteDir, env);
  const { origin, tail } = server;
  const usage = sampleProcessTree(server.child.pid as number, 250);
  try {
    await server.served(devPage.route, 180_000);
    const servedMs = Date.now() - started;

    const page = await (await browser.newContext()).newPage();
    await page.goto(`${origin}${devPage.route}`, { timeout: 180_000 });
    await page.locator('h1', { hasText: devPage.heading }).first().waitFor({ timeout: 180_000 });
    const renderedMs = Date.now() - started;

    const hmrMs: number[] = [];
    let reloads = 0;
    for (let edit = 0; edit < edits; edit += 1) {
      // Let the previous update (and any follow-up rebuild) settle before the next save.
      await sleep(1_500);
      const token = `bench-edit-${edit}-${Date.now().toString(36)}`;
      const documentBefore = await page.evaluate(() => performance.timeOrigin);
      const saved = Date.now();
      writeFileSync(file, `${original}\n\nHMR check ${token}.\n`);
      // The page reports when it first sees the text (in-page clock, one frame of resolution), so the CDP round
      // trip is not counted; a reload in between is fine, the check runs again in the new document.
      const seen = await page.waitForFunction(
        (text) => (document.body?.textContent?.includes(text) ? performance.timeOrigin + performance.now() : 0),
        token,
        { polling: 'raf', timeout: 60_000 },
      );
      hmrMs.push((await seen.jsonValue()) - saved);
      if ((await page.evaluate(() => performance.timeOrigin)) !== documentBefore) reloads += 1;
    }
    return { servedMs, renderedMs, hmrMs, reloads, peakRss: usage.stop().memory.peak };
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : error}\nrspress dev output:\n${tail}`);
  } finally {
    usage.stop();
    writeFileSync(file, original);
    await browser.close();
    await server.stop();
  }
}
