import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../tests/temporaryFolder';
import { docsPages, docsSidebars, sidebarEntryCache } from './docsSidebar';

/** The top-level docs sidebar: what a site without sections shows. */
const docsSidebar = (dir: string) => docsSidebars(dir)['/'];

function docsDir(files: Record<string, string>): string {
  const dir = temporaryFolder('vihje-docs-');
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}

describe('the top-level docs sidebar', () => {
  it('orders _meta.json pages first, then the rest alphabetically, labelled by their heading', () => {
    const dir = docsDir({
      '_meta.json': '["index", "setup"]',
      'index.mdx': '---\nsidebarLabel: Introduction\n---\n\n# Welcome\n',
      'setup.mdx': '```bash\n# not a heading\n```\n\n# Set-up\n',
      'zebra.md': '# Zebra\n',
      'alpha.mdx': '---\ntitle: Alpha page\n---\n\nText.\n',
    });
    expect(docsSidebar(dir)).toEqual([
      { text: 'Introduction', link: '/' },
      { text: 'Set-up', link: '/setup' },
      { text: 'Alpha page', link: '/alpha' },
      { text: 'Zebra', link: '/zebra' },
    ]);
  });

  it('leaves out custom-layout pages and pages that opt out of the sidebar', () => {
    const dir = docsDir({
      'index.mdx': '# Home\n',
      'api.mdx': '---\npageType: custom\n---\n\n# API\n',
      'hidden.mdx': '---\nsidebar: false\n---\n\n# Hidden\n',
    });
    expect(docsSidebar(dir)).toEqual([{ text: 'Home', link: '/' }]);
  });

  it('fails on a _meta.json name without a page, listing the pages there are', () => {
    const dir = docsDir({ '_meta.json': '["index", "missing"]', 'index.mdx': '# Home\n' });
    expect(() => docsSidebar(dir)).toThrow(/_meta\.json: "missing" has no page \(known: index\)/);
  });

  it('fails on a page without a title, naming the file', () => {
    const dir = docsDir({ 'untitled.mdx': 'Just text.\n' });
    expect(() => docsSidebar(dir)).toThrow(/untitled\.mdx: the page has no title/);
  });

  it('fails on a sidebarLabel that is not a text, naming the file', () => {
    const dir = docsDir({ 'odd.mdx': '---\nsidebarLabel: [a, b]\n---\n\n# Odd\n' });
    expect(() => docsSidebar(dir)).toThrow(/odd\.mdx: "sidebarLabel" must be a text/);
  });
});

describe('docsPages', () => {
  it('gives each page its link, its title (front matter, else the # heading), its sidebar label and its file', () => {
    const dir = docsDir({
      '_meta.json': '["index"]',
      'index.mdx': '---\nsidebarLabel: Introduction\n---\n\n# Welcome\n',
      'guide.mdx': '# Getting started {#start}\n',
      'named.mdx': '---\ntitle: From front matter\n---\n\n# From the heading\n',
    });
    expect(docsPages(dir)).toEqual([
      { link: '/', title: 'Welcome', sidebarLabel: 'Introduction', file: path.join(dir, 'index.mdx') },
      { link: '/guide', title: 'Getting started', sidebarLabel: 'Getting started', file: path.join(dir, 'guide.mdx') },
      {
        link: '/named',
        title: 'From front matter',
        sidebarLabel: 'From front matter',
        file: path.join(dir, 'named.mdx'),
      },
    ]);
  });
});

describe('docsSidebars', () => {
  it('gives each section folder its own sidebar under its prefix, and the top-level sidebar a link to each', () => {
    const dir = docsDir({ '_meta.json': '["index"]', 'index.mdx': '# Home\n' });
    for (const folder of ['guides', 'blog', 'public', '_drafts', 'empty']) mkdirSync(path.join(dir, folder));
    writeFileSync(path.join(dir, 'guides', '_meta.json'), '["overview"]');
    writeFileSync(path.join(dir, 'guides', 'overview.mdx'), '# Guides overview\n');
    writeFileSync(path.join(dir, 'guides', 'billing.mdx'), '# Billing\n');
    writeFileSync(path.join(dir, 'blog', 'post.md'), '# A post\n');
    writeFileSync(path.join(dir, '_drafts', 'draft.md'), '# A draft\n');
    expect(docsSidebars(dir)).toEqual({
      '/': [
        { text: 'Home', link: '/' },
        { text: 'Guides overview', link: '/guides/overview' },
      ],
      '/guides/': [
        { text: 'Guides overview', link: '/guides/overview' },
        { text: 'Billing', link: '/guides/billing' },
      ],
    });
  });

  it('lists a folder’s page named by its path in the top-level _meta.json there, and makes no section of it', () => {
    const dir = docsDir({ '_meta.json': '["index", "api/changelog"]', 'index.mdx': '# Home\n' });
    mkdirSync(path.join(dir, 'api'));
    writeFileSync(path.join(dir, 'api', 'changelog.mdx'), '---\nsidebarLabel: Changes\n---\n\n# API changelog\n');
    expect(docsSidebars(dir)).toEqual({
      '/': [
        { text: 'Home', link: '/' },
        { text: 'Changes', link: '/api/changelog' },
      ],
    });
  });

  it('fails on a page path in the top-level _meta.json that names no file', () => {
    const dir = docsDir({ '_meta.json': '["index", "api/changes"]', 'index.mdx': '# Home\n' });
    expect(() => docsSidebars(dir)).toThrow(/_meta\.json: "api\/changes" has no page/);
  });

  it('names the section’s file when its _meta.json lists a missing page', () => {
    const dir = docsDir({ 'index.mdx': '# Home\n' });
    mkdirSync(path.join(dir, 'guides'));
    writeFileSync(path.join(dir, 'guides', '_meta.json'), '["gone"]');
    expect(() => docsSidebars(dir)).toThrow(/guides\/_meta\.json: "gone" has no page/);
  });
});

describe('the sidebar entries kept between starts', () => {
  const past = new Date('2025-01-01T00:00:00Z');

  it('come from the cache until a page file changes, and a page without a title is reported every time', () => {
    const dir = docsDir({ 'index.mdx': '# Home\n', 'guide.mdx': '# Guide\n' });
    const root = temporaryFolder('vihje-sidebar-cache-');
    const sidebar = () => docsSidebars(dir, sidebarEntryCache({ root }))['/']?.map((item) => item.text);
    const guide = path.join(dir, 'guide.mdx');
    utimesSync(guide, past, past);
    expect(sidebar()).toEqual(['Guide', 'Home']);
    // Kept under the file's size and time: a heading changed behind them is not read.
    writeFileSync(guide, '# Gvide\n');
    utimesSync(guide, past, past);
    expect(sidebar()).toEqual(['Guide', 'Home']);

    writeFileSync(guide, '# Edited guide\n');
    expect(sidebar()).toEqual(['Edited guide', 'Home']);

    writeFileSync(path.join(dir, 'untitled.mdx'), 'Just text.\n');
    for (let start = 0; start < 2; start++) expect(sidebar).toThrow(/untitled\.mdx: the page has no title/);
  });
});
