import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertFixtureSiteBuilt, fixtureApiChange, fixtureBuildDir } from '../../scripts/fixtureSite';
import { apiChangelogPaths } from '../../shared/apiChangelog';

/**
 * The built `/api/changelog` of the fixture site, whose description gained an optional query parameter after the
 * latest release (scripts/fixtureSite.ts): the page, its `.md` twin, llms.txt and the feeds.
 */
const read = (file: string) => readFileSync(path.join(fixtureBuildDir, file), 'utf8');
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

beforeAll(assertFixtureSiteBuilt);

describe('the built API changelog', () => {
  it('lists a change made after the latest release as unreleased, under its operation, linked to /api', () => {
    const html = read('api/changelog.html');
    const unreleased = html.slice(html.indexOf('id="unreleased"'));
    expect(html).toContain('id="unreleased"');
    expect(text(unreleased)).toMatch(/^[^<]*Unreleased 1 change since 2\.0\.1, not yet released, none breaking\./);
    expect(text(unreleased)).toContain(
      `${fixtureApiChange.operation} Added query parameter ${fixtureApiChange.parameter} .`,
    );
    const [method, route] = fixtureApiChange.operation.split(' ');
    expect(unreleased).toMatch(
      new RegExp(`<a href="/api#[^"]+/${method}${route}"[^>]*>${fixtureApiChange.operation}</a>`),
    );
    expect(text(html.slice(html.indexOf('id="v2-0-1"')))).toContain('The first release in this changelog');
  });

  it('has a .md twin listed in llms.txt, and feeds announced in the page head', () => {
    expect(read('api/changelog.md')).toContain(`- Added query parameter \`${fixtureApiChange.parameter}\`.`);
    expect(read('llms.txt')).toMatch(/\[API changelog\]\([^)]*\/api\/changelog\.md\)/);
    const html = read('api/changelog.html');
    for (const feed of Object.values(apiChangelogPaths.feeds)) expect(html).toContain(`href="${feed}"`);
    expect(read(apiChangelogPaths.feeds.rss.slice(1))).toContain(
      '<link>https://docs.vihje.fi/api/changelog#v2-0-1</link>',
    );
    expect(read(apiChangelogPaths.feeds.atom.slice(1))).toContain('Vihje API 2.0.1');
  });

  it('is in the docs sidebar of every docs page, and linked from /api', () => {
    expect(read('index.html')).toMatch(/<a [^>]*href="\/api\/changelog"/);
    expect(read('api.html')).toContain('href="https://docs.vihje.fi/api/changelog"');
  });
});
