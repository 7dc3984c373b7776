/**
 * Works around npm bug npm/cli#9846: this registry serves only the Linux x64 builds of some native packages (Biome,
 * Rspack), so `npm install` leaves their other-platform optional dependencies out of package-lock.json, and `npm ci`
 * then refuses the lock file ("Missing: @biomejs/cli-darwin-x64@ from lock file"). This adds, for each such optional
 * dependency, a lock entry with its version and platform, which `npm ci` accepts and skips on other platforms.
 *
 * `tsx scripts/lockfilePlatformStubs.ts` fixes package-lock.json in place; `--check` only reports (for `npm test`).
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

/** `os`, `cpu` and `libc` from a native package's name: `cli-linux-x64-musl`, `binding-win32-arm64-msvc`. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  if (/-wasm32-wasi$/.test(name)) return { cpu: ['wasm32'] };
  const match =
    /-(android|darwin|freebsd|linux|openbsd|sunos|win32|aix)-(x64|arm64|arm|ia32|ppc64|riscv64|s390x|loong64)(?:-(gnu|musl|msvc|gnueabihf|musleabihf))?$/.exec(
      name,
    );
  if (!match) return null;
  const [, os, cpu, abi] = match;
  const libc = abi?.startsWith('gnu') ? 'glibc' : abi?.startsWith('musl') ? 'musl' : undefined;
  return { os: [os as string], cpu: [cpu as string], ...(libc ? { libc: [libc] } : {}) };
}

/** Adds the missing entries; returns the names added, and those whose platform could not be read from the name. */
export function addPlatformStubs(packages: Record<string, LockEntry>): { added: string[]; unknown: string[] } {
  const added: string[] = [];
  const unknown: string[] = [];
  for (const [location, entry] of Object.entries(packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
      if (packages[nested] || packages[`node_modules/${name}`]) continue;
      const platform = platformOf(name);
      if (!platform) {
        unknown.push(name);
        continue;
      }
      packages[`node_modules/${name}`] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
      added.push(name);
    }
  }
  return { added: added.sort(), unknown: unknown.sort() };
}

const isMain = process.argv[1]?.endsWith('lockfilePlatformStubs.ts') ?? false;
if (isMain) {
  const file = 'package-lock.json';
  const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> };
  const { added, unknown } = addPlatformStubs(lock.packages);
  if (unknown.length > 0) {
    console.error(
      `${file}: optional dependencies missing from the lock whose platform is unknown: ${unknown.join(', ')}`,
    );
    process.exit(1);
  }
  if (process.argv.includes('--check')) {
    if (added.length > 0) {
      console.error(
        `${file}: ${added.length} platform packages missing (npm ci would fail): run \`npm run lockfile:fix\`.`,
      );
      process.exit(1);
    }
    console.log(`${file}: every optional platform package has an entry.`);
  } else {
    writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
    console.log(added.length ? `${file}: added ${added.join(', ')}` : `${file}: nothing to add.`);
  }
}
