import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { codeSources, contentKey } from '../contentCache.ts';

/** The environment variables a build reads that name this build's folders, not what it makes. */
const buildFolderVariables = new Set(['VIHJE_OUT_DIR', 'VIHJE_PREVIOUS_OUT_DIR']);

/**
 * The build's own version: the code that configures the bundler and makes the pages' modules (the config and
 * everything under plugins/, shared/ and examples/), the packages installed and patched, Node's version and the
 * environment's build variables. The bundler's inputs are matched file by file; these are not among them.
 */
export function buildVersion(root: string = process.cwd()): string {
  const patches = path.join(root, 'patches');
  const patchTexts = existsSync(patches)
    ? readdirSync(patches)
        .sort()
        .map((name) => readFileSync(path.join(patches, name), 'utf8'))
    : [];
  const variables = Object.entries(process.env)
    .filter(
      ([name]) => /^(VIHJE|RSPRESS|RSBUILD|RSPACK|PUBLIC)_|^NODE_ENV$/.test(name) && !buildFolderVariables.has(name),
    )
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const sources = ['rspress.config.ts', 'plugins', 'shared', 'examples'].map((entry) => path.join(root, entry));
  return contentKey(
    process.version,
    JSON.stringify(variables),
    existsSync(path.join(root, 'package-lock.json')) ? readFileSync(path.join(root, 'package-lock.json'), 'utf8') : '',
    ...patchTexts,
    ...codeSources(sources.filter((entry) => existsSync(entry))),
  );
}
