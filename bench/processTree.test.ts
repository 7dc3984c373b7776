import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cpuTicks, parentPid, processTree, proportionalBytes, residentBytes, sampleProcessTree } from './processTree';

describe('/proc parsing', () => {
  it('reads the parent pid after a command name with spaces and parentheses', () => {
    expect(parentPid('4242 (node (worker) x) S 17 4242 4242 0 -1')).toBe(17);
  });

  it('adds user, system and waited-for children’s CPU ticks', () => {
    expect(cpuTicks('4242 (node) S 17 4242 4242 0 -1 4194304 100 0 0 0 250 50 7 3 20 0 12 0')).toBe(310);
  });

  it('reads VmRSS and VmHWM in bytes', () => {
    const status = 'Name:\tnode\nVmHWM:\t  2048 kB\nVmRSS:\t  1024 kB\n';
    expect(residentBytes(status)).toEqual({ rss: 1024 * 1024, hwm: 2048 * 1024 });
  });

  it('reads Pss in bytes, and none from a rollup without it', () => {
    expect(proportionalBytes('Rss:\t  4096 kB\nPss:\t  1536 kB\nPss_Anon:\t  1024 kB\n')).toBe(1536 * 1024);
    expect(proportionalBytes('Rss:\t  4096 kB\n')).toBeNull();
  });

  it('finds this process in its own tree', () => {
    expect(processTree(process.pid)[0]).toBe(process.pid);
  });
});

describe('sampleProcessTree', () => {
  it('counts a process that starts children once, not again in each child before its program loads', async () => {
    // 400 MB resident, then 100 children one after another: until each child's program is loaded, its resident
    // memory is all of its parent's.
    const script = `const held = Buffer.alloc(400e6, 1);
      const { spawn } = require('node:child_process');
      (async () => {
        for (let i = 0; i < 100; i++) await new Promise((done) => spawn('/bin/true').on('exit', done));
        process.exit(held[0] === 1 ? 0 : 1);
      })();`;
    const parent = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
    const usage = sampleProcessTree(parent.pid as number, 5);
    const code = await new Promise((done) => parent.on('exit', done));
    const { memory } = usage.stop();
    expect(code).toBe(0);
    expect(memory.processHwm).toBeGreaterThan(400e6);
    expect(memory.processes).toBeGreaterThan(1);
    expect(memory.sampledTreeRss).toBeLessThan(memory.processHwm * 1.25);
  }, 30_000);
});
