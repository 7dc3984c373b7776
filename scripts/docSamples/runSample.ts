import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '../../shared/site';
import type { DocSample } from './extractSamples';

/** The API host the docs' samples call; the runner points it at the mock. */
export const documentedApiUrl = site.apiUrl;

/** Where and with what a sample runs. */
export interface RunOptions {
  /** The mock's base URL, put in place of the documented API host. */
  baseUrl: string;
  /** Environment variables the samples read (`VIHJE_API_KEY`, `ADDRESS_ID`). */
  env: Record<string, string>;
  /** An empty directory inside the repository (not under node_modules), so that samples are ES modules and find its packages. */
  workDir: string;
  /** Blocks with a `title`, written beside the sample as the modules other blocks import. */
  modules: readonly DocSample[];
  /** The Python with `requests` (Debian's python3-requests); `/usr/bin/python3` by default. */
  python?: string;
  timeoutMs?: number;
}

/** How a run ended. */
export interface RunResult {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

/** The sample's code with the documented API host replaced by the mock's URL; nothing else changes. */
export function substituteBaseUrl(code: string, baseUrl: string): string {
  return code.replaceAll(documentedApiUrl, baseUrl);
}

const extensions: Readonly<Record<string, string>> = {
  tsx: 'tsx',
  jsx: 'jsx',
  js: 'mjs',
  javascript: 'mjs',
  mjs: 'mjs',
};

/** The file the sample is written to and the command that runs it. */
function commandFor(sample: DocSample, options: RunOptions): { file: string; command: string; args: string[] } {
  if (sample.kind === 'shell') return { file: 'sample.sh', command: 'bash', args: ['-eo', 'pipefail', 'sample.sh'] };
  if (sample.kind === 'python')
    return { file: 'sample.py', command: options.python ?? '/usr/bin/python3', args: ['sample.py'] };
  const file = `sample.${extensions[sample.lang] ?? 'ts'}`;
  // tsx runs TypeScript as the repository's ES modules (package.json "type": "module"), top-level await included.
  return { file, command: process.execPath, args: ['--import', 'tsx', file] };
}

/**
 * Runs one sample in its own process against the mock: the documented host is replaced by `baseUrl`, the titled
 * modules are written beside it, and the environment carries the key. Never throws for the sample's own failure: the
 * exit code, output and a timeout say how it went.
 */
export async function runSample(sample: DocSample, options: RunOptions): Promise<RunResult> {
  if (sample.kind === 'response') throw new Error(`${sample.file}:${sample.line}: a JSON block is checked, not run`);
  mkdirSync(options.workDir, { recursive: true });
  for (const module of options.modules) {
    if (module.title)
      writeFileSync(path.join(options.workDir, module.title), substituteBaseUrl(module.code, options.baseUrl));
  }
  const { file, command, args } = commandFor(sample, options);
  writeFileSync(path.join(options.workDir, file), substituteBaseUrl(sample.code, options.baseUrl));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.workDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs ?? 20_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${sample.file}:${sample.line}: cannot start ${command}: ${error.message}`));
    });
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      resolve({ exitCode, stdout, stderr, timedOut });
    });
  });
}
