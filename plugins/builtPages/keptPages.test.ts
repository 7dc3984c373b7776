import { appendFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../tests/temporaryFolder';
import { scriptHash } from './contentSecurityPolicy';
import { type BuiltPagesRecord, KeptPages } from './keptPages';
import { rewriteBuiltPages } from './rewritePages';

const policyOptions = { connectTo: [] };

/** A page as the render writes it: the template's inline script, and the page's text. */
const renderedPage = (script: string, text: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><script>${script}</script></head>` +
  `<body><main><p>${text}</p></main></body></html>`;

const pages = ['index.html', 'guide/start.html'];
const keyOf = (page: string) => `the key of ${page}`;

/** Writes `page` into `outDir` as the render would. */
function render(outDir: string, page: string, script = 'var site=1;', text = `The text of ${page}.`): void {
  mkdirSync(path.dirname(path.join(outDir, page)), { recursive: true });
  writeFileSync(path.join(outDir, page), renderedPage(script, text));
}

/** A finished output of both pages, as a build without a previous output leaves it, and its record. */
function previousBuild(): { previous: string; record: BuiltPagesRecord } {
  const previous = temporaryFolder('vihje-kept-pages-previous-');
  const kept = new KeptPages(previous, undefined, () => undefined);
  for (const page of pages) {
    expect(kept.keep({ pageKey: keyOf(page), file: path.join(previous, page) })).toBe(false);
    render(previous, page);
  }
  const { policy, written } = rewriteBuiltPages(previous, policyOptions, kept.keptInput());
  return { previous, record: kept.recordOf('v1', policy, written) };
}

/** A new output's kept pages, the previous output being `previous`. */
function nextBuild(previous: string, record: BuiltPagesRecord): { outDir: string; kept: KeptPages } {
  const outDir = temporaryFolder('vihje-kept-pages-');
  return { outDir, kept: new KeptPages(outDir, record, () => previous) };
}

const inode = (file: string) => statSync(file).ino;

/**
 * The next build after `previousBuild`: the home page kept under its key, the guide rendered again under `guideKey`
 * with `script` and `text`, the rewrite not yet run.
 */
function editedBuild(guideKey: string, script: string, text?: string) {
  const { previous, record } = previousBuild();
  const { outDir, kept } = nextBuild(previous, record);
  kept.keep({ pageKey: keyOf('index.html'), file: path.join(outDir, 'index.html') });
  kept.keep({ pageKey: guideKey, file: path.join(outDir, 'guide/start.html') });
  render(outDir, 'guide/start.html', script, text);
  return { previous, record, outDir, kept };
}

describe('pages kept from the output a build replaces', () => {
  it('keeps a page made under the same key as a second name of its file, and leaves any other to the render', () => {
    const { previous, record } = previousBuild();
    const { outDir, kept } = nextBuild(previous, record);
    expect(kept.keep({ pageKey: keyOf('index.html'), file: path.join(outDir, 'index.html') })).toBe(true);
    expect(kept.keep({ pageKey: 'an edited page', file: path.join(outDir, 'guide/start.html') })).toBe(false);
    expect(inode(path.join(outDir, 'index.html'))).toBe(inode(path.join(previous, 'index.html')));
    expect(existsSync(path.join(outDir, 'guide/start.html'))).toBe(false);
  });

  it('keeps no page whose file changed since the record was written', () => {
    const { previous, record } = previousBuild();
    appendFileSync(path.join(previous, 'index.html'), '<!-- changed by hand -->');
    const { outDir, kept } = nextBuild(previous, record);
    expect(kept.keep({ pageKey: keyOf('index.html'), file: path.join(outDir, 'index.html') })).toBe(false);
  });

  it('rewrites only the rendered pages, which get the policy the kept ones hold', () => {
    const { previous, record, outDir, kept } = editedBuild('an edited page', 'var site=1;', 'An edited text.');
    const { pages: count, policy, written } = rewriteBuiltPages(outDir, policyOptions, kept.keptInput());
    expect([count, Object.keys(written)]).toEqual([2, ['guide/start.html']]);
    expect(policy).toBe(record.policy);
    expect(inode(path.join(outDir, 'index.html'))).toBe(inode(path.join(previous, 'index.html')));
    const edited = readFileSync(path.join(outDir, 'guide/start.html'), 'utf8');
    expect(edited).toContain('An edited text.');
    expect(edited).toContain(
      readFileSync(path.join(outDir, 'index.html'), 'utf8').match(/<meta http-equiv[^>]*>/)?.[0],
    );
  });

  it("gives the kept pages a new policy in files of their own, the previous output's left as they were", () => {
    const { previous, outDir, kept } = editedBuild('a page with a new script', 'var another=1;');
    const before = readFileSync(path.join(previous, 'index.html'), 'utf8');
    const { written } = rewriteBuiltPages(outDir, policyOptions, kept.keptInput());
    expect(Object.keys(written).sort()).toEqual(pages.sort());
    const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(index).toContain(scriptHash('var another=1;'));
    expect(inode(path.join(outDir, 'index.html'))).not.toBe(inode(path.join(previous, 'index.html')));
    expect(readFileSync(path.join(previous, 'index.html'), 'utf8')).toBe(before);
  });

  it('records each page the render was asked about: a rewritten one as written, a kept one as recorded', () => {
    const { record, outDir, kept } = editedBuild('an edited page', 'var site=1;', 'An edited text.');
    const { policy, written } = rewriteBuiltPages(outDir, policyOptions, kept.keptInput());
    const next = kept.recordOf('v1', policy, written);
    expect(next.pages['index.html']).toEqual(record.pages['index.html']);
    expect(next.pages['guide/start.html']).toMatchObject({
      key: 'an edited page',
      ino: inode(path.join(outDir, 'guide/start.html')),
      scripts: [scriptHash('var site=1;')],
    });
  });
});
