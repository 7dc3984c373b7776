import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Rspack } from '@rsbuild/core';
import { logger, type RouteMeta } from '@rspress/core';
import { listFiles } from '../../shared/listFiles.ts';
import { linkOrCopy } from '../linkOrCopy.ts';
import { bodiesNamedIn, bodyContentHash, pageBodiesPath } from '../pageBodies/bodyFiles.ts';
import { bodiesStoreDir } from '../pageBodies/index.ts';
import { publishBodies } from '../pageBodies/publishBodies.ts';
import { previousOutputDir, removeInBackground } from '../previousOutput.ts';
import {
  environmentNames,
  generatedFilesDir,
  getRouteChunkName,
  type KeptBundle,
  type LastBundleHooks,
  type ReuseContext,
  serverBundleFolder,
  virtualModulesDir,
} from '../upstream/rspress/build.ts';
import { readVersionedRecord, writeVersionedRecord } from '../versionedRecord.ts';
import { buildVersion } from './buildVersion.ts';
import { compilePagesAlone, type PagesAlone } from './pagesAlone.ts';
import {
  changedPages,
  codeHash,
  type FileStamp,
  fileStamp,
  folderState,
  isWholeRecord,
  type LastBundleRecord,
  type OutputStamp,
  outputStamp,
} from './record.ts';
import { bodyQueryEdit, sharedBodies } from './serverChunk.ts';

/** Moves a folder, by a copy where the two places are on different file systems (a staging output in /tmp). */
function moveFolder(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}

/** Rspress's search index files, which its browser compilation copies into the output: `static/search_index.*.json`. */
const searchIndexFile = /^static\/search_index\.[^/]+\.json$/;

/** A build that takes the last bundle: how many pages it compiled alone, the record, and what took how long. */
interface Reuse {
  pages: number;
  record: LastBundleRecord;
  /** The bundler's set-up (Rsbuild's configs, Rspress's page index). */
  setUpMs: number;
  compileMs: number;
}

/** The pages' chunks' edits a reuse makes once every changed page is checked. */
type Edit = () => void;

/** One build's side of the last bundle: its record, and its answers to Rspress's hooks (patch 043). */
export class LastBundleBuild implements LastBundleHooks {
  readonly #outDir: string;
  readonly #routes: RouteMeta[];
  /** The folder of the record and the kept server bundle. */
  readonly #dir: string;
  readonly #recordFile: string;
  /**
   * When the build's process started: an input written before was read by the build as it is now (Node starts for
   * longer than the file system's clock lags behind), one written after may have been read either way.
   */
  readonly #startedAt = performance.timeOrigin;
  /** The folders whose files the build itself writes (the page index's digests, the generated pages). */
  readonly #writtenDirs = [path.resolve(virtualModulesDir), generatedFilesDir()].map((dir) => dir + path.sep);
  #version = '';
  #runtimeModuleCodes: ReuseContext['runtimeModuleCodes'] | undefined;
  #rsbuild: ReuseContext['rsbuild'] | undefined;
  readonly #siteModuleCodes: Readonly<Record<string, string>>;
  readonly #files = new Set<string>();
  readonly #folders = new Set<string>();
  readonly #missing = new Set<string>();
  #outputs: Record<string, OutputStamp> | undefined;
  /** The record a build that took the last bundle writes once its pages are rendered. */
  #reusedRecord: LastBundleRecord | undefined;

  constructor(outDir: string, routes: RouteMeta[], dir: string, siteModuleCodes: Readonly<Record<string, string>>) {
    this.#outDir = outDir;
    this.#routes = routes;
    this.#dir = dir;
    this.#recordFile = path.join(dir, 'record.json');
    this.#siteModuleCodes = siteModuleCodes;
  }

  /**
   * A hash of the code of each module the bundler is given that no file holds, by name: Rspress's runtime modules
   * and the site's own modules made from pages' sources (a section's sidebar, from its pages' titles).
   */
  async #moduleHashes(): Promise<Map<string, string>> {
    const hashes = new Map<string, string>();
    for (const [name, code] of (await this.#runtimeModuleCodes?.()) ?? []) hashes.set(name, codeHash(code));
    for (const [name, code] of Object.entries(this.#siteModuleCodes)) hashes.set(name, codeHash(code));
    return hashes;
  }

  /**
   * Whether an input was written since the build's process started, so that the build may have read it before or
   * after: not a file the build itself writes (the page index's digests, the generated pages), recorded as it left it.
   */
  #changedWhileBuilding(file: string, [, mtimeMs]: FileStamp): boolean {
    return mtimeMs >= this.#startedAt && !this.#writtenDirs.some((dir) => file.startsWith(dir));
  }

  /** Keeps a compilation's inputs once it has written its files. */
  addInputs(compilation: Rspack.Compilation): void {
    for (const file of compilation.fileDependencies) this.#files.add(file);
    for (const file of compilation.buildDependencies) this.#files.add(file);
    for (const folder of compilation.contextDependencies) this.#folders.add(folder);
    for (const file of compilation.missingDependencies) this.#missing.add(file);
  }

  /**
   * The stamps of the files the bundler wrote, once it is done (before the render): the browser's, and the public
   * folder's copies Rsbuild makes before the compile. Not the server bundle (kept apart), the pages' bodies
   * (published from their store) or Rspress's search index files (copied from the page index of the build that
   * reuses the output).
   */
  stampOutputs(): void {
    const bundlerFiles = (name: string) =>
      !name.startsWith(`${serverBundleFolder}/`) && !name.startsWith(pageBodiesPath) && !searchIndexFile.test(name);
    const outputs: Record<string, OutputStamp> = {};
    for (const name of listFiles(this.#outDir, bundlerFiles, { relative: true })) {
      const stamp = outputStamp(path.join(this.#outDir, name));
      if (stamp) outputs[name] = stamp;
    }
    this.#outputs = outputs;
  }

  async reuse(context: ReuseContext): Promise<{ distPath: string; bundle: KeptBundle } | undefined> {
    const started = Date.now();
    this.#rsbuild = context.rsbuild;
    this.#version = buildVersion();
    this.#runtimeModuleCodes = context.runtimeModuleCodes;
    const outcome = await this.#tryReuse(context);
    if (typeof outcome === 'string') {
      logger.info(`Bundler run: ${outcome}.`);
      return undefined;
    }
    const { pages, setUpMs, compileMs } = outcome;
    const compiled = `${pages} changed page${pages === 1 ? '' : 's'} compiled alone in ${compileMs} ms`;
    logger.success(
      `Bundler's last output taken as it is (its set-up ${setUpMs} ms, ${compiled}) in ${Date.now() - started} ms.`,
    );
    return { distPath: this.#outDir, bundle: { ...outcome.record.bundle, dir: this.#dir } };
  }

  /** The reuse, or why not. */
  async #tryReuse(context: ReuseContext): Promise<Reuse | string> {
    const record = readVersionedRecord<LastBundleRecord>(this.#recordFile, this.#version, isWholeRecord);
    if (!record) return 'no record of the last bundle made by this code';
    const previous = previousOutputDir();
    if (!previous) return 'no output to take it from';
    const pages = new Map(this.#routes.map((route) => [route.absolutePath, route]));
    const pageFiles = new Set(pages.keys());
    // Checked twice: before the bundler's set-up (quick), and after it, which writes the page index's digests.
    const before = changedPages(record, pageFiles);
    if (typeof before === 'string') return before;
    for (const [name, stamp] of Object.entries(record.outputs)) {
      const found = outputStamp(path.join(previous, name));
      if (!found || found.some((value, index) => value !== stamp[index])) {
        return `the output it replaces has another ${name}`;
      }
    }
    let started = Date.now();
    const configs = await context.rsbuild.initConfigs({ action: 'build' });
    const setUpMs = Date.now() - started;
    const changed = changedPages(record, pageFiles);
    if (typeof changed === 'string') return changed;
    const stamps: LastBundleRecord['files'] = {};
    const missing = new Set(record.missing);
    for (const file of changed) {
      const stamp = fileStamp(file);
      if (!stamp) return `${path.relative(process.cwd(), file)} is gone`;
      if (this.#changedWhileBuilding(file, stamp))
        return `${path.relative(process.cwd(), file)} changed while it built`;
      stamps[file] = stamp;
    }

    const hashes = await this.#moduleHashes();
    for (const [name, hash] of hashes) {
      if (record.runtimeModules[name] !== hash) return `the module ${name} changed`;
    }
    if (hashes.size !== Object.keys(record.runtimeModules).length) return 'the runtime modules changed';

    const edits: Edit[] = [];
    started = Date.now();
    if (changed.length > 0) {
      const browser = configs.find((config) => config.name === environmentNames.browser);
      if (!browser) return 'no browser compilation configured';
      let alone: PagesAlone;
      try {
        alone = await compilePagesAlone(browser, changed);
      } catch (error) {
        // The bundler then reports a page's error as it does in any build.
        return `the changed pages did not compile alone (${(error as Error).message})`;
      }
      // A file the compile wrote (an inline demo's module, which the page imports under the same name) is an input
      // of the bundler that changed.
      const afterCompile = changedPages(record, pageFiles);
      if (typeof afterCompile === 'string') return afterCompile;
      for (const file of changed) {
        const edit = this.#serverChunkEdit(file, pages.get(file) as RouteMeta, alone.modules.get(file), record);
        if (typeof edit === 'string') return edit;
        edits.push(edit);
      }
      // The files the pages now read (a code block's `file=`), so that the next build sees their changes too.
      for (const file of alone.files) {
        const stamp = fileStamp(file);
        if (stamp && this.#changedWhileBuilding(file, stamp)) return `${file} changed while it built`;
        if (stamp) stamps[file] = stamp;
        else missing.add(file);
      }
      for (const file of alone.missing) missing.add(file);
    }
    const compileMs = Date.now() - started;

    for (const edit of edits) edit();
    this.#linkOutputs(previous, Object.keys(record.outputs));
    publishBodies(this.#outDir, bodiesStoreDir());
    this.#reusedRecord = { ...record, files: { ...record.files, ...stamps }, missing: [...missing] };
    return { pages: changed.length, record, setUpMs, compileMs };
  }

  /** The edit of a changed page's server chunk that names its new body (`serverChunk.ts`), or why there is none. */
  #serverChunkEdit(
    file: string,
    route: RouteMeta,
    module: string | undefined,
    record: LastBundleRecord,
  ): Edit | string {
    const name = path.relative(process.cwd(), file);
    if (module === undefined) return `${name} compiled alone to no module`;
    const [bodyFile, ...others] = bodiesNamedIn(module);
    if (!bodyFile || others.length > 0) return `${name} compiled to a module that loads no body of its own`;
    if (record.sharedBodies.some((page) => bodyFile.startsWith(page))) return `${name} is imported by another module`;
    const body = readFileSync(path.join(bodiesStoreDir(), bodyFile), 'utf8');
    const chunk = path.join(this.#dir, serverBundleFolder, `${getRouteChunkName(route)}.cjs`);
    const edit = bodyQueryEdit(chunk, bodyFile, bodyContentHash(body));
    return typeof edit === 'string' ? `${name}: ${edit}` : edit;
  }

  /** Links the bundler's files from the previous output into this build's. */
  #linkOutputs(previous: string, names: string[]): void {
    const folders = new Set<string>();
    for (const name of names) {
      const target = path.join(this.#outDir, name);
      const folder = path.dirname(target);
      if (!folders.has(folder)) {
        mkdirSync(folder, { recursive: true });
        folders.add(folder);
      }
      linkOrCopy(path.join(previous, name), target);
    }
  }

  async keep(bundle: KeptBundle): Promise<void> {
    if (this.#reusedRecord) {
      writeVersionedRecord(this.#recordFile, this.#reusedRecord);
      return;
    }
    rmSync(this.#recordFile, { force: true });
    const kept = path.join(this.#dir, serverBundleFolder);
    // The last build's bundle (12,000-odd files at XL) is removed by a process the build does not wait for.
    mkdirSync(this.#dir, { recursive: true });
    if (existsSync(kept)) {
      const replaced = `${kept}.replaced-${Date.now()}-${process.pid}`;
      renameSync(kept, replaced);
      removeInBackground([replaced]);
    }
    moveFolder(path.join(bundle.dir, serverBundleFolder), kept);
    const record = await this.#recordOf(bundle);
    if (typeof record === 'string') logger.info(`The last bundle is not kept for the next build: ${record}.`);
    else writeVersionedRecord(this.#recordFile, record);
  }

  /** The record of this build's bundler, or why there is none. */
  async #recordOf(bundle: KeptBundle): Promise<LastBundleRecord | string> {
    if (!this.#outputs || !this.#runtimeModuleCodes || !this.#rsbuild) return 'the bundler did not finish';
    // Rsbuild copies the public folders into the output itself, before the compile: inputs no compilation names.
    const folders = new Set(this.#folders);
    for (const { name } of this.#rsbuild.getNormalizedConfig().server.publicDir || []) folders.add(name);
    const files: LastBundleRecord['files'] = {};
    const missing = new Set(this.#missing);
    for (const file of this.#files) {
      const stamp = fileStamp(file);
      // A virtual module's file, which Rspack serves from memory (its code is among the runtime modules').
      if (!stamp) {
        missing.add(file);
        continue;
      }
      if (this.#changedWhileBuilding(file, stamp)) return `${file} changed while it built`;
      files[file] = stamp;
    }
    const folderStamps: LastBundleRecord['folders'] = {};
    for (const folder of folders) {
      const { stamp, newestMs } = folderState(folder);
      if (newestMs >= this.#startedAt) return `a file in ${folder} changed while it built`;
      folderStamps[folder] = stamp;
    }
    const runtimeModules = Object.fromEntries(await this.#moduleHashes());
    const { dir: _dir, ...rest } = bundle;
    const shared = sharedBodies(this.#dir, bundle.assetNames);
    return {
      version: this.#version,
      files,
      folders: folderStamps,
      missing: [...missing],
      runtimeModules,
      outputs: this.#outputs,
      sharedBodies: shared,
      bundle: rest,
    };
  }
}
