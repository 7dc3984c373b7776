import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../../shared/listFiles.ts';
import { linkOrCopy } from '../linkOrCopy.ts';
import { bodiesNamedIn, pageBodiesPath } from './bodyFiles.ts';

/**
 * Publishes into the build's output the bodies its scripts load, from the store the compile wrote them to, and
 * deletes from the store the bodies no script loads (pages since edited or removed); returns how many were
 * published. A warm build compiles only the pages that changed, so the store, not the compile, holds every page's
 * body. A body the store lacks stops the build, naming the script that loads it. Each is published as a hard link to
 * the store's file: a copy wrote every body again just after the bundler wrote its files (bench/NOTES.md).
 */
export function publishBodies(outDir: string, storeDir: string): number {
  const named = new Map<string, string>();
  for (const script of listFiles(path.join(outDir, 'static', 'js'), (file) => file.endsWith('.js'))) {
    for (const body of bodiesNamedIn(readFileSync(script, 'utf8'))) named.set(body, script);
  }
  mkdirSync(path.join(outDir, pageBodiesPath), { recursive: true });
  for (const [body, script] of named) {
    // The store never changes a body in place (a new body is renamed over it), so an earlier output's link keeps its own.
    // A body the store lacks is found by the link, not by a `stat` of every body first (bench/NOTES.md).
    try {
      linkOrCopy(path.join(storeDir, body), path.join(outDir, body));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      throw new Error(
        `${path.relative(process.cwd(), script)} loads ${body}, which no compile wrote to ${storeDir}: ` +
          'delete node_modules/.cache and build again.',
      );
    }
  }
  const storedBodies = path.join(storeDir, pageBodiesPath);
  for (const file of existsSync(storedBodies) ? readdirSync(storedBodies) : []) {
    if (!named.has(`${pageBodiesPath}${file}`)) rmSync(path.join(storedBodies, file), { force: true });
  }
  return named.size;
}
