/** Runs `scripts/publish/cli.ts` as its own process, the way `npm run publish` does, against a test server. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { credentials } from './s3Server';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface PublishRun {
  child: ChildProcess;
  /** Resolves when the process ends; `status` is null when it was killed. */
  done: Promise<{ status: number | null; stdout: string; stderr: string }>;
}

/**
 * Starts a publish. The environment is built from scratch so that nothing from the developer's shell (a profile,
 * real keys) leaks in, and the SDK never probes an instance-metadata address.
 */
export function startPublish(args: readonly string[]): PublishRun {
  const child = spawn(process.execPath, ['scripts/publish/cli.ts', ...args], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      AWS_CONFIG_FILE: path.join(repoRoot, 'no-such-aws-config'),
      AWS_SHARED_CREDENTIALS_FILE: path.join(repoRoot, 'no-such-aws-credentials'),
      AWS_EC2_METADATA_DISABLED: 'true',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      CI: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const done = new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
  return { child, done };
}

/** Runs a publish to the end. */
export function runPublish(args: readonly string[]) {
  return startPublish(args).done;
}
