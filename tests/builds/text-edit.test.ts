import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assertBasePathSiteBuilt,
  basePathBuildDir,
  buildLogOf,
  bundledBuildDir,
  textEditedBuildDir,
  textEditedPage,
  textEditSentence,
} from '../../scripts/basePathSite';
import { listFiles } from '../../shared/listFiles';

/**
 * A text edit of one page, built: scripts/basePathSite.ts builds the base-path site (each page's body a file of its
 * own, as a large site's is), appends a sentence to one page and builds it again from its caches. What differs
 * between the two outputs is what a deploy uploads and what a returning reader downloads again.
 */

/** The files of `dir`, by path relative to it. */
const filesOf = (dir: string): string[] => listFiles(dir).map((file) => path.relative(dir, file).replaceAll('\\', '/'));

/** The files both builds hold with different bytes, and any only one of them holds. */
function changedFiles(): string[] {
  const before = new Set(filesOf(basePathBuildDir));
  const after = filesOf(textEditedBuildDir);
  const changed = after.filter(
    (file) =>
      !before.has(file) ||
      !readFileSync(path.join(basePathBuildDir, file)).equals(readFileSync(path.join(textEditedBuildDir, file))),
  );
  const gone = [...before].filter((file) => !after.includes(file));
  return [...changed, ...gone].sort();
}

/** The built page of the edited source, its twin, and the body its HTML preloads. */
function editedPage(): { html: string; twin: string; body: string } {
  const route = textEditedPage().replace(/\.mdx$/, '');
  const html = `${route}.html`;
  const preloaded = [
    ...readFileSync(path.join(textEditedBuildDir, html), 'utf8').matchAll(
      /<link rel="modulepreload" href="\/previews\/pr-1\/(static\/pages\/[^"]+)">/g,
    ),
  ].map(([, body]) => body);
  expect(preloaded).toHaveLength(1);
  return { html, twin: `${route}.md`, body: preloaded[0] ?? '' };
}

describe('a text edit of one page', () => {
  it('changes that page, its Markdown twin, llms-full.txt, its body and the search manifest, and no script or other page', () => {
    assertBasePathSiteBuilt();
    const { html, twin, body } = editedPage();
    expect(changedFiles()).toEqual(
      [html, twin, 'llms-full.txt', body, 'static/search_index.en/manifest-1.json'].sort(),
    );
  });

  it('shows the new sentence on the page, in its body and to search', () => {
    assertBasePathSiteBuilt();
    const { html, body } = editedPage();
    for (const file of [html, body, 'static/search_index.en/manifest-1.json']) {
      expect(readFileSync(path.join(textEditedBuildDir, file), 'utf8'), file).toContain(textEditSentence);
    }
  });

  it('keeps every other page as it was finished, a second name of the replaced output’s file', () => {
    assertBasePathSiteBuilt();
    const { html } = editedPage();
    const others = filesOf(textEditedBuildDir).filter((file) => file.endsWith('.html') && file !== html);
    expect(others.length).toBeGreaterThan(10);
    for (const page of others) {
      expect(statSync(path.join(textEditedBuildDir, page)).ino, page).toBe(
        statSync(path.join(basePathBuildDir, page)).ino,
      );
    }
    expect(statSync(path.join(textEditedBuildDir, html)).ino).not.toBe(statSync(path.join(basePathBuildDir, html)).ino);
  });

  it("leaves the earlier output's body as it was, though both builds' bodies come from one store", () => {
    assertBasePathSiteBuilt();
    const { html, body } = editedPage();
    expect(readFileSync(path.join(basePathBuildDir, body), 'utf8')).not.toContain(textEditSentence);
    expect(readFileSync(path.join(basePathBuildDir, html), 'utf8')).not.toContain(textEditSentence);
  });

  it("is built from the bundler's last output, with the edited page compiled alone", () => {
    assertBasePathSiteBuilt();
    const log = readFileSync(buildLogOf(textEditedBuildDir), 'utf8');
    expect(log).toMatch(/Bundler's last output taken as it is \(its set-up \d+ ms, 1 changed page compiled alone in/);
    expect(log).not.toContain('build started');
    expect(readFileSync(buildLogOf(bundledBuildDir), 'utf8')).toContain('build started');
  });

  it('writes what the build that runs the bundler writes, file for file', () => {
    assertBasePathSiteBuilt();
    const files = filesOf(bundledBuildDir);
    expect(filesOf(textEditedBuildDir)).toEqual(files);
    for (const file of files) {
      const reused = readFileSync(path.join(textEditedBuildDir, file));
      expect(reused.equals(readFileSync(path.join(bundledBuildDir, file))), file).toBe(true);
    }
  });
});
