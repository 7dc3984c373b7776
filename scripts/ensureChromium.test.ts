import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const ensure = (args: string[], env: Record<string, string>) =>
  spawnSync('bash', ['scripts/ensure-chromium.sh', ...args], { encoding: 'utf8', env: { ...process.env, ...env } });

describe('scripts/ensure-chromium.sh', () => {
  it.each([
    [[], 'CHROMIUM_HEADLESS_SHELL_PATH'],
    [['chromium'], 'CHROMIUM_PATH'],
  ])('does nothing when the command of %j is there', (args, variable) => {
    // Any executable stands for the browser: the script only looks for it.
    const run = ensure(args, { [variable]: process.execPath });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('');
    expect(run.status).toBe(0);
  });

  it("refuses a package that is not one of Debian's Chromium packages, naming it", () => {
    const run = ensure(['firefox'], {});
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('unknown package "firefox" (chromium-headless-shell or chromium)');
  });
});
