import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { mapOutsideFences } from '../../plugins/compiledPages/fencedCode';
import { testBuildMarker } from '../../plugins/testHooks';
import { assertFixtureSiteBuilt, fixtureBuildDir, rspressTwinsDir } from '../../scripts/fixtureSite';
import { listFiles } from '../../shared/listFiles';
import { site } from '../../shared/site';
import { scalarStartHook } from '../../theme/components/ApiReference/scalarStartHook';
import { crashTestKey } from '../../theme/components/CrashSwitch';
import { sandboxExchangesHook, sandboxFetchHook } from '../../theme/sandbox/sandboxHooks';

/**
 * The site writes its `.md` twins and llms.txt from the pages' sources (plugins/markdownTwins) instead of Rspress's
 * `llms: true`, which compiles and renders every page a third time. The fixture site (scripts/fixtureSite.ts) is
 * built with both, Rspress's in `rspress_twins/`, and this compares the two, page by page. The differences are the
 * ones chosen:
 * - custom heading ids: Rspress keeps `## Overview \{#overview}`, an HTML concern (the site always removed them);
 * - blank lines: Rspress leaves runs of two or three between React-rendered blocks; ours have one;
 * - the blog's pages, /api and /api/changelog, which Rspress renders from their React components: ours link to the other pages'
 *   twins (Rspress links some to the HTML pages), show list items as readable lines where Rspress glued text together
 *   (`[API](/blog/tags/api)2 postsChanges…`), add each post's description to the lists, and leave out the author
 *   avatars' empty-alt images. Every heading and every page they link to is still there.
 */
const ours = fixtureBuildDir;
const rspressBuild = rspressTwinsDir;
/** The test build, with the browser tests' hooks. */
const testBuild = path.resolve('doc_build');

beforeAll(() => {
  assertFixtureSiteBuilt();
  if (!existsSync(path.join(testBuild, testBuildMarker))) {
    throw new Error('doc_build/ is not the test build: run `npm run build:test` first.');
  }
});

/** `## Title {#id}` → `## Title`, outside fenced code. */
const stripHeadingIds = (markdown: string) =>
  mapOutsideFences(markdown, (line) => line.replace(/^(#{1,6} .*?)[ \t]*\\?\{#[\w-]+\}[ \t]*$/, '$1'));

const twinFiles = (dir: string): string[] => listFiles(dir, (file) => file.endsWith('.md'), { relative: true });
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const normalise = (markdown: string) =>
  stripHeadingIds(markdown)
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** Pages rendered from React components, where the differences listed above are expected. */
const isRenderedView = (file: string) =>
  file === 'api.md' || file === 'api/changelog.md' || file === 'blog.md' || file.startsWith('blog/');

/** Heading texts, links reduced to their text. */
const headings = (markdown: string) =>
  [...stripHeadingIds(markdown).matchAll(/^#{1,6} (.+)$/gm)].map((match) =>
    (match[1] ?? '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'),
  );
/** The pages a twin links to (images aside), as routes: `{site.url}/data.md#x` and `/data#x` are both `/data`. */
const linkedRoutes = (markdown: string) =>
  new Set(
    [...markdown.replace(/!\[[^\]]*\]\([^)]*\)/g, '').matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)]
      .map((match) => (match[1] ?? '').replace(site.url, '').replace(/#.*$/, ''))
      .filter((url) => url.startsWith('/'))
      .map((url) => url.replace(/\.md$/, '').replace(/^\/index$/, '/')),
  );

describe('.md twins from the sources', () => {
  it('exist for exactly the pages Rspress writes twins for', () => {
    expect(twinFiles(ours)).toEqual(twinFiles(rspressBuild));
  });

  it("equal Rspress's on every docs page, but for heading ids and blank lines", () => {
    for (const file of twinFiles(rspressBuild).filter((name) => !isRenderedView(name))) {
      expect(normalise(read(ours, file)), file).toBe(normalise(read(rspressBuild, file)));
    }
  });

  it('keep every heading and every linked page of the pages Rspress renders from components', () => {
    for (const file of twinFiles(rspressBuild).filter(isRenderedView)) {
      const theirs = read(rspressBuild, file);
      const mine = read(ours, file);
      for (const heading of headings(theirs)) expect(headings(mine), `${file}: ${heading}`).toContain(heading);
      for (const route of linkedRoutes(theirs)) expect([...linkedRoutes(mine)], `${file}: ${route}`).toContain(route);
    }
  });

  it("list the same pages in llms.txt, and the same twins in llms-full.txt, as Rspress's", () => {
    expect(read(ours, 'llms.txt')).toBe(read(rspressBuild, 'llms.txt'));
    const urls = (dir: string) => [...read(dir, 'llms-full.txt').matchAll(/^url: (.+)$/gm)].map((match) => match[1]);
    expect(urls(ours)).toEqual(urls(rspressBuild));
  });
});

describe('a production build (the fixture site)', () => {
  const scripts = (dir: string) =>
    listFiles(path.join(dir, 'static', 'js'), (file) => file.endsWith('.js'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');

  it("carries none of the browser tests' hooks, which the test build has", () => {
    const production = scripts(fixtureBuildDir);
    const testBuildScripts = scripts(testBuild);
    for (const hook of [scalarStartHook, crashTestKey, sandboxFetchHook, sandboxExchangesHook]) {
      expect(testBuildScripts, `the test build lacks ${hook}: this check would prove nothing`).toContain(hook);
      expect(production, `a production bundle carries the test hook ${hook}`).not.toContain(hook);
    }
    expect(existsSync(path.join(fixtureBuildDir, testBuildMarker))).toBe(false);
  });
});
