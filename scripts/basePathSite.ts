/**
 * The third build the tests read, made once per test run beside the others (`npm test`'s build step, or
 * `npm run build:base-path`): a copy of the site built the way CI builds a pull-request preview, under a base
 * (`VIHJE_BASE=/previews/pr-1/`), with the browser tests' hooks. tests/e2e/base-path.test.ts serves it under that
 * base, as the bucket does, and walks a reader's path through it. It is built as a site of thousands of pages is:
 * its pages rendered in worker processes, their bodies apart from their chunks. Then a sentence is appended to one
 * page and the copy built again, from its caches (kept on CI too), into a folder of its own, and once more with the
 * bundler run: tests/builds/text-edit.test.ts compares the outputs.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { baseVariable } from '../plugins/basePath.ts';
import { lastBundleVariable } from '../plugins/lastBundle/index.ts';
import { outDirVariable, previousOutDirVariable } from '../plugins/outDir.ts';
import { pageBodiesFromVariable } from '../plugins/pageBodies/index.ts';
import { ssgWorkersFromVariable } from '../plugins/ssgWorkers.ts';
import { testHooksVariable } from '../plugins/testHooks.ts';
import { routeSectionSizeVariable } from '../plugins/upstream/rspress/build.ts';
import { copySite } from './siteCopy.ts';

/** The base it is built under: a preview's. */
export const basePathSiteBase = '/previews/pr-1/';
/** Routes per section of its route table: small, so that its pages spread over sections, as a large site's do. */
const basePathRouteSectionSize = 8;
/** Where the copy is built (git-ignored). */
export const basePathSiteDir = path.resolve('test-results', 'base-path-site');
/** Its build. */
export const basePathBuildDir = path.join(basePathSiteDir, 'doc_build');

/** Its build after the text edit (`textEdit`). */
export const textEditedBuildDir = path.join(basePathSiteDir, 'doc_build-text-edited');

/** The same sources as `textEditedBuildDir`'s, built with the bundler run whatever its last output says. */
export const bundledBuildDir = path.join(basePathSiteDir, 'doc_build-text-edited-bundled');

/** The log of the build into `outDir`, which the tests read for what the build did. */
export const buildLogOf = (outDir: string): string => `${outDir}.log`;

/** The sentence appended to the edited page, a paragraph of its own. */
export const textEditSentence = 'This sentence was appended to check what a text edit changes in the built site.';

/** Throws with the command to run when the base-path site and its text-edited build have not been built. */
export function assertBasePathSiteBuilt(): void {
  for (const dir of [basePathBuildDir, textEditedBuildDir, bundledBuildDir]) {
    if (!existsSync(path.join(dir, 'index.html'))) {
      throw new Error(`${path.relative(process.cwd(), dir)} is not built: run \`npm run build:base-path\`.`);
    }
  }
}

/** The page the text edit appends to: the first top-level docs page but the home page, as `page.mdx`. */
export function textEditedPage(siteDir = basePathSiteDir): string {
  const page = readdirSync(path.join(siteDir, 'docs'))
    .filter((name) => name.endsWith('.mdx') && name !== 'index.mdx')
    .sort()[0];
  if (!page) throw new Error(`${path.join(siteDir, 'docs')}: no page to edit`);
  return page;
}

/**
 * Copies the site to `basePathSiteDir` and builds it under `basePathSiteBase`; then appends `textEditSentence` to
 * `textEditedPage()` and builds it again into `textEditedBuildDir`, which takes the bundler's last output
 * (plugins/lastBundle), and once more into `bundledBuildDir` with the bundler run.
 */
export function buildBasePathSite(): void {
  rmSync(basePathSiteDir, { recursive: true, force: true });
  copySite(process.cwd(), basePathSiteDir);
  buildInto(basePathBuildDir);
  appendFileSync(path.join(basePathSiteDir, 'docs', textEditedPage()), `\n${textEditSentence}\n`);
  // As `npm run build` does, the second build names the output it replaces, whose unchanged pages it keeps.
  buildInto(textEditedBuildDir, { [previousOutDirVariable]: basePathBuildDir });
  buildInto(bundledBuildDir, { [previousOutDirVariable]: basePathBuildDir, [lastBundleVariable]: 'off' });
}

/** Builds the copy into `outDir`, its log into `buildLogOf(outDir)`. */
function buildInto(outDir: string, env: NodeJS.ProcessEnv = {}): void {
  const log = execFileSync(process.execPath, ['node_modules/@rspress/core/bin/rspress.js', 'build'], {
    cwd: basePathSiteDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      [baseVariable]: basePathSiteBase,
      [testHooksVariable]: '1',
      [outDirVariable]: outDir,
      // Its pages are rendered in Rspress's worker processes, as a large site's are (the site is too small for them),
      // so that tests/builds/ssg-workers.test.ts can compare them with the test build's, rendered in its own thread.
      [ssgWorkersFromVariable]: '0',
      // Its pages' bodies are files of their own (plugins/pageBodies), as a large site's are: the same comparison
      // checks that they render the same, tests/e2e/base-path.test.ts that a reader's browser loads them.
      [pageBodiesFromVariable]: '0',
      // Its route table is in sections, as a site's of more than 250 routes is: its lazily loaded chunks go into a
      // folder named for the build (plugins/asyncChunkIds.ts).
      [routeSectionSizeVariable]: String(basePathRouteSectionSize),
      // With its caches, on CI too (which otherwise builds without them, rspress.config.ts): the second build is a
      // maintainer's warm one, which keeps the unchanged pages the first build's caches describe.
      CI: '',
      ...env,
    },
    encoding: 'utf8',
  });
  writeFileSync(buildLogOf(outDir), log);
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const started = Date.now();
  try {
    buildBasePathSite();
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: Buffer | string; stderr?: Buffer | string };
    console.error(`The base-path site's build failed:\n${stdout}${stderr}\n${(error as Error).message}`);
    process.exit(1);
  }
  console.log(`Base-path site built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${basePathBuildDir}`);
}
