import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../temporaryFolder';

// An SSG worker stores each page it renders in the SSG cache itself, in the file the build's process names for the
// page's key, and sends no render back (patches/@rspress+core+2.0.22+040+ssg-renders-stored-by-workers.patch).
// Rspress's worker module is run as a worker process runs it: in a Node process of its own, its parameters in the
// file its environment names, rendering with a small server bundle.

const ssgDir = path.resolve(import.meta.dirname, '../../node_modules/@rspress/core/dist/node/ssg');

/** The variable that names a worker process's parameters file (patch 025). */
const { WORKER_PARAMS_FILE_VARIABLE: paramsFileVariable } = (await import(
  pathToFileURL(path.join(ssgDir, 'renderPageWorkerParams.js')).href
)) as { WORKER_PARAMS_FILE_VARIABLE: string };

const template =
  '<!DOCTYPE html><html><head><meta charset="utf-8"><!--<?- HEAD ?>--></head>' +
  '<body><div id="root"><!--<?- DOC_CONTENT ?>--></div></body></html>';

/** A server bundle whose render gives each route a title and a root with its path and text beyond ASCII. */
const serverBundle = `export default {
  render: async (routePath, head) => {
    head.push({ title: routePath.slice(1) + ' | Vihje' });
    return { appHtml: '<main><h1>' + routePath + '</h1><p>Äänekoski — 👋</p></main>' };
  },
};
`;

interface Task {
  routes: Array<{ routePath: string; absolutePath: string }>;
  storedRenders?: Array<string | undefined>;
  renderFiles?: string[];
}

interface PageResult {
  html?: string;
  rendered?: { appHtml: string; headEntries: unknown[] };
  reused: boolean;
}

/** A site's output folder and SSG cache folder, and a way to run a task through the worker module there. */
function workerSite() {
  const dir = temporaryFolder('vihje-ssg-worker-renders-');
  const outDir = path.join(dir, 'doc_build');
  const bundle = path.join(dir, 'server.mjs');
  writeFileSync(bundle, serverBundle);
  const paramsFile = path.join(dir, 'params.json');
  writeFileSync(
    paramsFile,
    JSON.stringify({
      htmlTemplate: template,
      head: [],
      ssrBundlePath: bundle,
      alternateLinksByRoute: {},
      distPath: outDir,
      keepRenders: true,
    }),
  );
  const runTask = (task: Task): PageResult[] => {
    const workerModule = JSON.stringify(pathToFileURL(path.join(ssgDir, 'renderPageWorker.js')).href);
    const script = `const { default: renderPageWorker } = await import(${workerModule});
process.stdout.write(JSON.stringify(await renderPageWorker(${JSON.stringify(task)})));`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, [paramsFileVariable]: paramsFile },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    return JSON.parse(result.stdout) as PageResult[];
  };
  const page = (routePath: string) => readFileSync(path.join(outDir, `${routePath.slice(1)}.html`), 'utf8');
  return { cacheDir: path.join(dir, 'ssg-cache', 'bundle'), runTask, page };
}

const guide = { routePath: '/guide', absolutePath: '/site/docs/guide.md' };

describe('an SSG worker process', () => {
  it('stores a page it renders in the cache file named for it, and sends no render back', () => {
    const { cacheDir, runTask, page } = workerSite();
    const renderFile = path.join(cacheDir, 'guide-key.render');

    expect(runTask({ routes: [guide], storedRenders: [undefined], renderFiles: [renderFile] })).toEqual([
      { reused: false },
    ]);
    const [headLine, ...appHtml] = readFileSync(renderFile, 'utf8').split('\n');
    expect(JSON.parse(headLine ?? '')).toEqual({
      headEntries: expect.arrayContaining([expect.objectContaining({ input: { title: 'guide | Vihje' } })]),
    });
    expect(appHtml.join('\n')).toBe('<main><h1>/guide</h1><p>Äänekoski — 👋</p></main>');
    expect(page('/guide')).toContain('<title>guide | Vihje</title>');
    expect(page('/guide')).toContain('<div id="root"><main><h1>/guide</h1><p>Äänekoski — 👋</p></main></div>');
  });

  it('puts a page it stored into the next build’s template, the same page as rendered', () => {
    const { cacheDir, runTask, page } = workerSite();
    const renderFile = path.join(cacheDir, 'guide-key.render');
    runTask({ routes: [guide], storedRenders: [undefined], renderFiles: [renderFile] });
    const rendered = page('/guide');

    expect(runTask({ routes: [guide], storedRenders: [renderFile], renderFiles: [renderFile] })).toEqual([
      { reused: true },
    ]);
    expect(page('/guide')).toBe(rendered);
  });

  it('sends its render back when the task names no cache file for the page', () => {
    const { runTask } = workerSite();
    const [result] = runTask({ routes: [guide] });
    expect(result?.reused).toBe(false);
    expect(result?.rendered?.appHtml).toBe('<main><h1>/guide</h1><p>Äänekoski — 👋</p></main>');
  });
});
