import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { landmarkNames } from '../../shared/landmarkNames';
import { childProcesses } from '../../tests/childProcesses';
import { routeList } from '../../tests/routeList';
import { temporaryFolder } from '../../tests/temporaryFolder';
import { type PolicyOptions, scriptHash } from './contentSecurityPolicy';
import { pluginBuiltPages as builtPagesPlugin } from './index';

const pageWith = (script: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><script>${script}</script></head>` +
  '<body><aside class="rp-doc-layout__sidebar"></aside><main></main></body></html>';

const builds = [
  { build: 'a small build', routes: 2, ownProcess: false },
  { build: 'a build above the threshold', routes: 3, ownProcess: true },
];

describe.each(builds)('pluginBuiltPages, $build', ({ routes, ownProcess }) => {
  /** The plugin for a production build of `routes` routes, its own process from 2 routes on. */
  function pluginBuiltPages(policyOptions: PolicyOptions) {
    const plugin = builtPagesPlugin(policyOptions, 2);
    plugin.routeGenerated?.(routeList(routes), true);
    return plugin;
  }

  it(ownProcess ? 'rewrites the pages in a child process' : "rewrites the pages in the build's process", async () => {
    const folder = temporaryFolder('vihje-built-pages-');
    writeFileSync(path.join(folder, 'index.html'), pageWith('var home=1;'));
    const before = childProcesses();
    const rewritten = pluginBuiltPages({ connectTo: [] }).afterBuild?.({ outDir: folder }, true);
    expect(childProcesses() - before).toBe(ownProcess ? 1 : 0);
    await rewritten;
    expect(readFileSync(path.join(folder, 'index.html'), 'utf8')).toContain('Content-Security-Policy');
  });

  const outDir = temporaryFolder('vihje-built-pages-');
  mkdirSync(path.join(outDir, 'guide'));
  writeFileSync(path.join(outDir, 'index.html'), pageWith('var home=1;'));
  writeFileSync(path.join(outDir, 'guide', 'start.html'), pageWith('var guide=1;'));
  writeFileSync(path.join(outDir, 'start.md'), '# Start\n');

  it("gives every built page one policy allowing the inline scripts of all the site's pages", async () => {
    const plugin = pluginBuiltPages({ connectTo: ['https://api.example.fi'] });
    await plugin.afterBuild?.({ outDir }, true);
    const policies = ['index.html', 'guide/start.html'].map(
      (file) =>
        /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(
          readFileSync(path.join(outDir, file), 'utf8'),
        )?.[1],
    );
    expect(policies[0]).toBeDefined();
    expect(policies[1]).toBe(policies[0]);
    const scriptSrc = policies[0]
      ?.replaceAll('&quot;', '"')
      .split('; ')
      .find((part) => part.startsWith('script-src'));
    expect(scriptSrc).toBe(
      `script-src 'self' ${[scriptHash('var guide=1;'), scriptHash('var home=1;')].sort().join(' ')}`,
    );
    expect(readFileSync(path.join(outDir, 'start.md'), 'utf8')).toBe('# Start\n');
  });

  it('names the layout’s landmarks in every built page', () => {
    for (const file of ['index.html', 'guide/start.html']) {
      expect(readFileSync(path.join(outDir, file), 'utf8')).toContain(
        `<aside aria-label="${landmarkNames.sidebar}" class="rp-doc-layout__sidebar">`,
      );
    }
  });

  it('keeps every byte of a page’s text, and allows a script with text beyond ASCII by its UTF-8 hash', async () => {
    const folder = temporaryFolder('vihje-built-pages-');
    const script = 'var greeting="Hyvää päivää — 👋";';
    const text = '<p>Ääkköset, “lainaus” ja 🦊 – 100 €</p>';
    writeFileSync(path.join(folder, 'index.html'), pageWith(script).replace('<main></main>', `<main>${text}</main>`));
    await pluginBuiltPages({ connectTo: [] }).afterBuild?.({ outDir: folder }, true);
    const page = readFileSync(path.join(folder, 'index.html'), 'utf8');
    expect(page).toContain(`<script>${script}</script>`);
    expect(page).toContain(`<main>${text}</main>`);
    expect(page).toContain(`script-src 'self' ${scriptHash(script)};`);
  });

  it('rewrites a page that leaves its head unclosed, as HTML allows', async () => {
    const folder = temporaryFolder('vihje-built-pages-');
    writeFileSync(path.join(folder, 'index.html'), pageWith('var open=1;').replace('</head>', ''));
    await pluginBuiltPages({ connectTo: [] }).afterBuild?.({ outDir: folder }, true);
    const page = readFileSync(path.join(folder, 'index.html'), 'utf8');
    expect(page).toContain(`script-src 'self' ${scriptHash('var open=1;')};`);
    expect(page).toContain(`<aside aria-label="${landmarkNames.sidebar}" class="rp-doc-layout__sidebar">`);
  });

  it('fails the build, naming the page, when a page cannot take the policy', async () => {
    const broken = temporaryFolder('vihje-built-pages-');
    writeFileSync(path.join(broken, 'headless.html'), '<p>no head</p>');
    await expect(pluginBuiltPages({ connectTo: [] }).afterBuild?.({ outDir: broken }, true)).rejects.toThrow(
      /headless\.html/,
    );
  });
});
