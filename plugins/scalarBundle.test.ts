import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isHashedAsset } from '../scripts/publish/cacheControl';
import { scalarBrowserDir, scalarBundleEntry, scalarBundleFolder } from './scalarBundle';

// The site relies on these facts about `@scalar/api-reference`'s browser build; each failure names what moved.
describe("Scalar's prebuilt browser bundle", () => {
  const dir = scalarBrowserDir();
  const entry = path.join(dir, scalarBundleEntry);

  it('ships as an ES module that exports createApiReference', () => {
    expect(existsSync(entry), `@scalar/api-reference no longer ships ${entry}; see plugins/scalarBundle.ts`).toBe(true);
    const source = readFileSync(entry, 'utf8');
    expect(source, 'the bundle no longer exports createApiReference').toMatch(
      /export\s*\{[^}]*\bas createApiReference\b[^}]*\}/,
    );
  });

  it('imports only files inside its own folder, so the copied folder is complete', () => {
    const files = [entry, ...readdirSync(path.join(dir, 'chunks')).map((name) => path.join(dir, 'chunks', name))];
    const imported = files
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport\()\s*[`"'](\.\.?\/[^`"'\s]+\.js)[`"']/g)].map(
          (match) => path.resolve(path.dirname(file), match[1] ?? ''),
        ),
      );
    expect(imported.length).toBeGreaterThan(50);
    expect(imported.filter((target) => !target.startsWith(dir) || !existsSync(target))).toEqual([]);
  });

  it("reads Zod's settings from the global the site sets before loading it (no CSP-blocked eval probe)", () => {
    const chunks = readdirSync(path.join(dir, 'chunks')).filter((name) => name.endsWith('.js'));
    const withZod = chunks.filter((name) =>
      readFileSync(path.join(dir, 'chunks', name), 'utf8').includes('globalThis.__zod_globalConfig'),
    );
    expect(withZod.length, "Zod in Scalar's bundle no longer reads globalThis.__zod_globalConfig").toBeGreaterThan(0);
  });

  it('is published in a content-hashed folder that browsers may cache for good', () => {
    const folder = scalarBundleFolder(dir);
    expect(folder).toMatch(/^static\/js\/scalar\.[0-9a-f]{10}$/);
    expect(isHashedAsset(`${folder}/${scalarBundleEntry}`)).toBe(true);
    expect(isHashedAsset(`${folder}/chunks/browser-B6bliBWe.js`)).toBe(true);
  });
});
