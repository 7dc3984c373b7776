import { describe, expect, it } from 'vitest';
import { parentPid, processTree, residentBytes } from './processTree';

describe('/proc parsing', () => {
  it('reads the parent pid after a command name with spaces and parentheses', () => {
    expect(parentPid('4242 (node (worker) x) S 17 4242 4242 0 -1')).toBe(17);
  });

  it('reads VmRSS and VmHWM in bytes', () => {
    const status = 'Name:\tnode\nVmHWM:\t  2048 kB\nVmRSS:\t  1024 kB\n';
    expect(residentBytes(status)).toEqual({ rss: 1024 * 1024, hwm: 2048 * 1024 });
  });

  it('finds this process in its own tree', () => {
    expect(processTree(process.pid)[0]).toBe(process.pid);
  });
});
