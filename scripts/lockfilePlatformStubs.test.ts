import { describe, expect, it } from 'vitest';
import { addPlatformStubs, platformOf } from './lockfilePlatformStubs';

describe('platformOf', () => {
  it.each([
    ['@biomejs/cli-darwin-arm64', { os: ['darwin'], cpu: ['arm64'] }],
    ['@biomejs/cli-linux-x64-musl', { os: ['linux'], cpu: ['x64'], libc: ['musl'] }],
    ['@rspack/binding-linux-riscv64-gnu', { os: ['linux'], cpu: ['riscv64'], libc: ['glibc'] }],
    ['@rspack/binding-win32-ia32-msvc', { os: ['win32'], cpu: ['ia32'] }],
    ['@rspack/binding-wasm32-wasi', { cpu: ['wasm32'] }],
  ])('reads %s', (name, platform) => {
    expect(platformOf(name)).toEqual(platform);
  });

  it('does not guess for a name without a platform', () => {
    expect(platformOf('fsevents')).toBeNull();
  });
});

describe('addPlatformStubs', () => {
  it('adds entries only for optional dependencies missing from the lock', () => {
    const packages = {
      '': {},
      'node_modules/@biomejs/biome': {
        version: '2.6.8',
        dev: true,
        optionalDependencies: { '@biomejs/cli-linux-x64': '2.6.8', '@biomejs/cli-darwin-arm64': '2.6.8' },
      },
      'node_modules/@biomejs/cli-linux-x64': { version: '2.6.8', dev: true, optional: true },
    };
    expect(addPlatformStubs(packages)).toEqual({ added: ['@biomejs/cli-darwin-arm64'], unknown: [] });
    expect(packages).toHaveProperty(['node_modules/@biomejs/cli-darwin-arm64'], {
      version: '2.6.8',
      dev: true,
      optional: true,
      os: ['darwin'],
      cpu: ['arm64'],
    });
    expect(addPlatformStubs(packages).added).toEqual([]);
  });

  it('reports optional dependencies whose platform it cannot tell', () => {
    const packages = { 'node_modules/chokidar': { version: '3.6.0', optionalDependencies: { fsevents: '~2.3.2' } } };
    expect(addPlatformStubs(packages)).toEqual({ added: [], unknown: ['fsevents'] });
  });
});
