import { describe, expect, it } from 'vitest';
import { cpuTicks, parentPid, processTree, residentBytes } from './processTree';

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

  it('finds this process in its own tree', () => {
    expect(processTree(process.pid)[0]).toBe(process.pid);
  });
});
