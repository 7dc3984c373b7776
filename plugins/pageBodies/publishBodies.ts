import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../../shared/listFiles.ts';
import { bodiesNamedIn, pageBodiesPath } from './bodyFiles.ts';

/**
 * Puts `stored` at `published` as a second name of the same file (a hard link): the store never changes a body in
 * place (a body is named by its content's hash and written only when missing), so the two names cannot differ, and
 * a link writes no data where a copy writes every body again just after the bundler wrote its files
 * (bench/NOTES.md). Copies where the file system has no links or the two folders are on different devices.
 */
function publish(stored: string, published: string): void {
  try {
    linkSync(stored, published);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'EEXIST') {
      rmSync(published);
      publish(stored, published);
    } else if (code && linkRefused.has(code)) copyFileSync(stored, published);
    else throw error;
  }
}

/** Why a file system refuses a hard link it would copy: another device, no links at all, or too many of them. */
const linkRefused = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EMLINK']);

/**
 * Publishes into the build's output the bodies its scripts load, from the store the compile wrote them to, and
 * deletes from the store the bodies no script loads (pages since edited or removed); returns how many were
 * published. A warm build compiles only the pages that changed, so the store, not the compile, holds every page's
 * body. A body the store lacks stops the build, naming the script that loads it.
 */
export function publishBodies(outDir: string, storeDir: string): number {
  const named = new Map<string, string>();
  for (const script of listFiles(path.join(outDir, 'static', 'js'), (file) => file.endsWith('.js'))) {
    for (const body of bodiesNamedIn(readFileSync(script, 'utf8'))) named.set(body, script);
  }
  mkdirSync(path.join(outDir, pageBodiesPath), { recursive: true });
  for (const [body, script] of named) {
    const stored = path.join(storeDir, body);
    if (!existsSync(stored)) {
      throw new Error(
        `${path.relative(process.cwd(), script)} loads ${body}, which no compile wrote to ${storeDir}: ` +
          'delete node_modules/.cache and build again.',
      );
    }
    publish(stored, path.join(outDir, body));
  }
  const storedBodies = path.join(storeDir, pageBodiesPath);
  for (const file of existsSync(storedBodies) ? readdirSync(storedBodies) : []) {
    if (!named.has(`${pageBodiesPath}${file}`)) rmSync(path.join(storedBodies, file), { force: true });
  }
  return named.size;
}
