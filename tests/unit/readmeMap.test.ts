import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README's map of the folders stays true: every folder on it exists, and every folder the repository tracks at the
 * top, and under a folder whose subfolders the map lists, is on it. The maintainers' Markdown files link only to files
 * and headings that exist.
 */
const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** The map: the fenced block under `## Map`, one `folder/  what it holds` a line, subfolders indented by two. */
function mapEntries(): string[] {
  const block = /^## Map\n[\s\S]*?^```text\n([\s\S]*?)^```/m.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no "## Map" section with a ```text block');
  const entries: string[] = [];
  let parent = '';
  for (const line of block.split('\n').filter(Boolean)) {
    const match = /^( *)(\S+\/)\s{2,}\S/.exec(line);
    if (!match) throw new Error(`README.md map: "${line}" is not "folder/  what it holds"`);
    const [, indent = '', folder = ''] = match;
    if (indent.length === 0) parent = folder;
    entries.push(indent.length === 0 ? folder : `${parent}${folder}`);
  }
  return entries;
}

/** The folders the repository tracks, as `a/` and `a/b/`. */
function trackedFolders(): Set<string> {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
  const folders = new Set<string>();
  for (const file of files) {
    const segments = file.split('/');
    if (segments.length > 1) folders.add(`${segments[0]}/`);
    if (segments.length > 2) folders.add(`${segments[0]}/${segments[1]}/`);
  }
  return folders;
}

const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replaceAll(' ', '-');

/** The anchors of a Markdown file's headings (outside fenced code), as GitHub makes them. */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    const heading = /^#{1,6} (.+)$/.exec(line)?.[1];
    if (heading && !fenced) anchors.add(slug(heading));
  }
  return anchors;
}

const maintainerDocs = [
  'README.md',
  'CONTRIBUTING.md',
  'bench/README.md',
  'openapi/README.md',
  'examples/README.md',
  'scripts/publish/README.md',
  'patches/README.md',
];

describe('the README', () => {
  it('is read in five minutes: at most 150 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
  });

  it('maps only folders that exist', () => {
    const missing = mapEntries().filter((folder) => !existsSync(path.join(root, folder)));
    expect(missing).toEqual([]);
  });

  it('maps every tracked top-level folder, and every subfolder of a folder whose subfolders it lists', () => {
    const entries = new Set(mapEntries());
    const listsSubfolders = new Set(
      [...entries].filter((folder) => folder.split('/').length > 2).map((f) => `${f.split('/')[0]}/`),
    );
    const unmapped = [...trackedFolders()].filter((folder) => {
      const [top = ''] = folder.split('/');
      const isSubfolder = folder.split('/').length > 2;
      if (!statSync(path.join(root, folder)).isDirectory()) return false;
      return isSubfolder ? listsSubfolders.has(`${top}/`) && !entries.has(folder) : !entries.has(folder);
    });
    expect(unmapped).toEqual([]);
  });
});

describe("the maintainers' Markdown files", () => {
  it.each(maintainerDocs)('%s links only to files and headings that exist', (doc) => {
    const broken: string[] = [];
    let fenced = false;
    readFileSync(path.join(root, doc), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (/^(```|~~~)/.test(line)) fenced = !fenced;
        if (fenced) return;
        for (const [, target = ''] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
          if (/^[a-z]+:/.test(target) || target.startsWith('<')) continue;
          const [file = '', anchor] = target.split('#');
          const resolved = file ? path.join(root, path.dirname(doc), file) : path.join(root, doc);
          if (!existsSync(resolved)) broken.push(`${doc}:${index + 1}: ${target} (no such file)`);
          else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) {
            broken.push(`${doc}:${index + 1}: ${target} (no such heading)`);
          }
        }
      });
    expect(broken).toEqual([]);
  });
});
