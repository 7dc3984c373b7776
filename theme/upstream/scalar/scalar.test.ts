/**
 * Checks the Scalar markup the site depends on (markup.ts) against the installed Scalar bundle, the one the site
 * serves. Each failure names the version and the class or attribute that went away.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scalarBrowserDir } from '../../../plugins/scalarBundle';
import { listFiles } from '../../../shared/listFiles';
import { scalarMarkup } from './markup';

const browserDir = scalarBrowserDir();
const packageJson = path.join(browserDir, '..', '..', 'package.json');
const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
const bundle = listFiles(browserDir, (file) => file.endsWith('.js'))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const see = 'see theme/upstream/scalar and the upgrade checklist in CONTRIBUTING.md';

/** The class name or attribute a markup entry names: `a.endpoint` → `endpoint`. */
const nameIn = (value: string) => value.replace(/^[a-z]+\./, '');

describe(`the Scalar markup the site patches (@scalar/api-reference ${version})`, () => {
  it.each(Object.entries(scalarMarkup))('still renders %s "%s"', (key, value) => {
    const name = nameIn(value);
    if (!new RegExp(`[\`"' ]${name}[\`"' ]`).test(bundle)) {
      expect.fail(`Scalar ${version} no longer renders "${name}" (scalarMarkup.${key}); ${see}.`);
    }
  });
});
