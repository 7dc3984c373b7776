/**
 * The second build the tests read, made once per test run beside the test build (`npm test`'s build step, or
 * `npm run build:fixture`): a copy of the site with `fixturePostCount` fixture posts and a draft added, so the blog
 * has three list pages or more, a docs section (`fixtureSection`) and an API change not yet released
 * (`fixtureApiChange`), built for production (no test hooks) with Rspress's own `.md` twins (`llms: true`) written
 * to `rspress_twins/` beside the site's (`doc_build/`), its search index split however small (`plugins/splitSearch`)
 * and its route table in small sections (`fixtureRouteSectionSize`). The blog's pagination tests, the docs sections'
 * tests, the split search's test and the route sections' test serve it; the twins' comparison, the API changelog's
 * check and the production-bundle check read it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { wholeIndexVariable } from '../plugins/splitSearch/index.ts';
import { testHooksVariable } from '../plugins/testHooks.ts';
import { routeSectionSizeVariable } from '../plugins/upstream/rspress/build.ts';
import { copySite, writeSyntheticPosts } from './siteCopy.ts';

/** Where the fixture site is built (git-ignored). */
export const fixtureSiteDir = path.resolve('test-results', 'fixture-site');
/** Its production build, the site's own `.md` twins included. */
export const fixtureBuildDir = path.join(fixtureSiteDir, 'doc_build');
/** Rspress's `.md` twins and llms files of the same build. */
export const rspressTwinsDir = path.join(fixtureSiteDir, 'rspress_twins');
/** The fixture posts added to the real ones (`synthetic-post-N`, tagged api, by vihje-team). */
export const fixturePostCount = 22;
/**
 * Routes per section of the fixture site's route table: small, so that its pages spread over many sections, which
 * load as the reader needs them (a site of more than 250 routes does the same).
 */
export const fixtureRouteSectionSize = 8;
/** The draft added beside them, which a production build leaves out. */
export const draftSlug = 'unpublished-draft';

/** Throws with the command to run when the fixture site has not been built. */
export function assertFixtureSiteBuilt(): void {
  if (!existsSync(path.join(fixtureBuildDir, 'index.html')) || !existsSync(path.join(rspressTwinsDir, 'llms.txt'))) {
    throw new Error(`${path.relative(process.cwd(), fixtureSiteDir)} is not built: run \`npm run build:fixture\`.`);
  }
}

/**
 * A docs section (`docs/<folder>/`, a sidebar of its own): its route prefix and its pages, in sidebar order, as
 * `[name, title]`.
 */
export const fixtureSection = {
  folder: 'guides',
  pages: [
    ['overview', 'Guides overview'],
    ['webhooks', 'Webhooks'],
  ],
} as const;

/**
 * A change to the API description not yet released: an optional query parameter of an operation, which the built
 * `/api/changelog` lists as unreleased and additive.
 */
export const fixtureApiChange = {
  operation: 'GET /postalcodes/search',
  parameter: 'municipality',
} as const;

/** Adds `fixtureApiChange` to the copy's description, after the operation's last parameter. */
function writeFixtureApiChange(siteDir: string): void {
  const file = path.join(siteDir, 'openapi', 'openapi.yaml');
  const source = readFileSync(file, 'utf8');
  const [method, route] = fixtureApiChange.operation.split(' ') as [string, string];
  const operation = `  ${route}:\n    ${method.toLowerCase()}:\n`;
  const at = source.indexOf('      responses:', source.indexOf(operation));
  if (source.indexOf(operation) < 0 || at < 0) throw new Error(`${file}: no ${fixtureApiChange.operation} to change`);
  const parameter = [
    `        - name: ${fixtureApiChange.parameter}`,
    '          in: query',
    '          required: false',
    '          description: Only the postal codes of this municipality.',
    '          schema:',
    '            type: string',
    '',
  ].join('\n');
  writeFileSync(file, `${source.slice(0, at)}${parameter}${source.slice(at)}`);
}

/** Writes the fixture section: its pages, ordered by its own `_meta.json`, each linking to the other. */
function writeFixtureSection(siteDir: string): void {
  const dir = path.join(siteDir, 'docs', fixtureSection.folder);
  mkdirSync(dir, { recursive: true });
  const names = fixtureSection.pages.map(([name]) => name);
  writeFileSync(path.join(dir, '_meta.json'), JSON.stringify(names));
  fixtureSection.pages.forEach(([name, title], index) => {
    const other = names[(index + 1) % names.length];
    const body = `# ${title}\n\nA page of the fixture section. See also [the other page](/${fixtureSection.folder}/${other}).\n`;
    writeFileSync(path.join(dir, `${name}.mdx`), `---\ndescription: ${title}, a fixture page.\n---\n\n${body}`);
  });
}

/** Copies the site to `fixtureSiteDir` with the fixture posts, the draft and a docs section, and builds it. */
export function buildFixtureSite(): void {
  rmSync(fixtureSiteDir, { recursive: true, force: true });
  copySite(process.cwd(), fixtureSiteDir);
  writeSyntheticPosts(fixtureSiteDir, fixturePostCount, { tags: ['api'] });
  writeFixtureSection(fixtureSiteDir);
  writeFixtureApiChange(fixtureSiteDir);
  writeFileSync(
    path.join(fixtureSiteDir, 'docs', 'blog', `${draftSlug}.mdx`),
    '---\ntitle: Not yet\ndate: 2025-11-01\nauthors: [vihje-team]\ntags: [api]\ndescription: A draft.\ndraft: true\n---\n\nSecret.\n',
  );
  renameSync(path.join(fixtureSiteDir, 'rspress.config.ts'), path.join(fixtureSiteDir, 'rspress.site.config.ts'));
  writeFileSync(
    path.join(fixtureSiteDir, 'rspress.config.ts'),
    [
      "import site from './rspress.site.config.ts';",
      '',
      '// Rspress renders its own twins in a third environment; its output goes beside the site, not over its twins.',
      '// A production build only: the dev server has no such environment (tests/e2e/dev-server.test.ts).',
      "export default process.env.NODE_ENV === 'production'",
      '  ? {',
      '      ...site,',
      '      llms: true,',
      '      builderConfig: {',
      '        ...site.builderConfig,',
      "        environments: { node_md: { output: { distPath: { root: 'rspress_twins' } } } },",
      '      },',
      '    }',
      '  : site;',
      '',
    ].join('\n'),
  );
  execFileSync(process.execPath, ['node_modules/@rspress/core/bin/rspress.js', 'build'], {
    cwd: fixtureSiteDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      [testHooksVariable]: '',
      [wholeIndexVariable]: '0',
      [routeSectionSizeVariable]: String(fixtureRouteSectionSize),
    },
  });
  const twins = existsSync(rspressTwinsDir) ? readdirSync(rspressTwinsDir).filter((file) => file.endsWith('.md')) : [];
  if (twins.length === 0) throw new Error(`The fixture site's build wrote no Rspress twins to ${rspressTwinsDir}.`);
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const started = Date.now();
  try {
    buildFixtureSite();
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: Buffer | string; stderr?: Buffer | string };
    console.error(`The fixture site's build failed:\n${stdout}${stderr}\n${(error as Error).message}`);
    process.exit(1);
  }
  console.log(`Fixture site built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${fixtureSiteDir}`);
}
