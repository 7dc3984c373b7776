import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const patchesDir = path.resolve(import.meta.dirname, '../../patches');
const patchFiles = readdirSync(patchesDir).filter((file) => file.endsWith('.patch'));

/** `@rspress+core+2.0.22+001+name.patch` → the package and the version it was made against. */
function patchTarget(file: string): { name: string; version: string } {
  const match = /^(@[^+]+\+[^+]+|[^+@][^+]*)\+(\d+\.\d+\.\d+[^+]*)\+/.exec(file);
  if (!match) throw new Error(`patches/${file}: not named <package>+<version>+<nnn>+<concern>.patch`);
  return { name: (match[1] ?? '').replace('+', '/'), version: match[2] ?? '' };
}

/** The lines each file of a patch gains (`+`) or loses (`-`), by file. */
function changedLines(patch: string, sign: '+' | '-'): Map<string, string[]> {
  const files = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of patch.split('\n')) {
    const file = /^\+\+\+ b\/(.+)$/.exec(line)?.[1];
    if (file) {
      current = [];
      files.set(file, current);
    } else if (current && line.startsWith(sign) && !line.startsWith('---') && line.slice(1).trim() !== '') {
      current.push(line.slice(1));
    }
  }
  return files;
}

const readPatch = (file: string) => readFileSync(path.join(patchesDir, file), 'utf8');

/** The lines that a later patch of the same package takes out of `target` again (patch-package applies in order). */
function removedLater(file: string, target: string): Set<string> {
  const prefix = file.replace(/\+\d+\+[^+]+\.patch$/, '+');
  const later = patchFiles.filter((other) => other.startsWith(prefix) && other > file);
  return new Set(later.flatMap((other) => changedLines(readPatch(other), '-').get(target) ?? []));
}

describe('patches/', () => {
  it('lists every patch in patches/README.md', () => {
    const readme = readFileSync(path.join(patchesDir, 'README.md'), 'utf8');
    for (const file of patchFiles) expect(readme, file).toContain(file);
  });

  it.each(patchFiles)('%s is made for the installed version and applied (npm ci runs patch-package)', (file) => {
    const { name, version } = patchTarget(file);
    // Read from node_modules, where patch-package applies patches (a package's `exports` may hide its package.json).
    const manifest = path.resolve(import.meta.dirname, '../../node_modules', name, 'package.json');
    const installed = (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
    expect(installed, `${name} is ${installed}; re-make or drop patches/${file} (see patches/README.md)`).toBe(version);
    for (const [target, lines] of changedLines(readPatch(file), '+')) {
      const text = readFileSync(path.resolve(import.meta.dirname, '../..', target), 'utf8');
      const replaced = removedLater(file, target);
      for (const line of lines.filter((added) => !replaced.has(added))) {
        expect(text, `${target} lacks a line of patches/${file}`).toContain(line);
      }
    }
  });
});
