import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertBasePathSiteBuilt, basePathBuildDir } from '../../scripts/basePathSite';
import { listFiles } from '../../shared/listFiles';

/**
 * The base-path site is built as a site of thousands of pages is (scripts/basePathSite.ts), each page's body in a
 * file of its own under `static/pages/` (plugins/pageBodies); the test build keeps each page whole in its chunk.
 * tests/builds/ssg-workers.test.ts checks that both render the same markup, tests/e2e/base-path.test.ts that a
 * browser loads the bodies.
 */
const wholeBuildDir = path.resolve('doc_build');

/** The text of every file under `folder` of a build whose name ends with `.js`. */
const scripts = (buildDir: string, folder: string): string[] =>
  listFiles(path.join(buildDir, folder), (file) => file.endsWith('.js')).map((file) => readFileSync(file, 'utf8'));

/** Runs of six or more plain words from the paragraphs of a built page: text only its body can hold. */
function sentences(buildDir: string, page: string): string[] {
  const html = readFileSync(path.join(buildDir, page), 'utf8');
  const paragraphs = [...html.matchAll(/<p>([^<]{60,})<\/p>/g)].map((match) => match[1] ?? '');
  return paragraphs.flatMap((text) => text.match(/(?:[A-Za-z]+ ){5,}[A-Za-z]+/g) ?? []);
}

describe("pages' bodies apart from their chunks", () => {
  it("writes each docs page's text into a body file, not into the bundle, which the whole-page build has it in", () => {
    assertBasePathSiteBuilt();
    const bodies = scripts(basePathBuildDir, 'static/pages');
    const chunks = scripts(basePathBuildDir, 'static/js');
    const wholeChunks = scripts(wholeBuildDir, 'static/js');
    const checked = ['authentication.html', 'addresses.html'].flatMap((page) => sentences(basePathBuildDir, page));
    expect(checked.length).toBeGreaterThan(3);
    for (const sentence of checked) {
      expect(
        bodies.some((body) => body.includes(sentence)),
        sentence,
      ).toBe(true);
      expect(
        chunks.filter((chunk) => chunk.includes(sentence)),
        sentence,
      ).toEqual([]);
      expect(
        wholeChunks.some((chunk) => chunk.includes(sentence)),
        sentence,
      ).toBe(true);
    }
  });

  it("preloads each page's body beside its chunk, so that a first visit fetches both at once", () => {
    assertBasePathSiteBuilt();
    const html = readFileSync(path.join(basePathBuildDir, 'authentication.html'), 'utf8');
    const chunks = [...html.matchAll(/<link rel="preload" href="\/previews\/pr-1\/(static\/js\/[^"]+)" as="script">/g)];
    const bodies = chunks.flatMap(
      ([, chunk = '']) =>
        readFileSync(path.join(basePathBuildDir, chunk), 'utf8').match(
          /static\/pages\/[0-9a-f]{16}-[0-9a-f]{8}\.js/g,
        ) ?? [],
    );
    expect(bodies).toHaveLength(1);
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="\/previews\/pr-1\/([^"]+)">/g)].map(
      ([, file]) => file,
    );
    expect(preloaded).toEqual(bodies);
    expect(existsSync(path.join(basePathBuildDir, bodies[0] ?? ''))).toBe(true);
  });
});
