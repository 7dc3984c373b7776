/**
 * The two sites of an A/B pair at one scale: ours (A, a copy of this checkout's site) and the baseline (B, plain
 * Rspress over the same Markdown), both in temporary directories removed by `dispose`.
 */
import { execFileSync } from 'node:child_process';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withRspressBuildEnvironment } from '../scripts/buildAtomically';
import { copySite } from '../scripts/siteCopy';
import { createBaseline } from './baseline';
import { type Scale, writeSyntheticContent } from './content';
import { variantEnv } from './variants';

export interface Site {
  dir: string;
  /** Environment variables for this site's builds (a variant's switches). */
  env: Record<string, string>;
  /**
   * Environment variables for its dev server: a variant's switches, none of `npm run build`'s (`npm run dev` sets
   * none).
   */
  devEnv: Record<string, string>;
}

export interface SitePair {
  ours: Site;
  baseline: Site;
  dispose: () => void;
}

const variantsModule = path.resolve(import.meta.dirname, 'variants.ts');

/** Makes the copy's config our config with the variant applied; the site config itself stays untouched. */
function wrapConfig(siteDir: string, variant: readonly string[]): void {
  renameSync(path.join(siteDir, 'rspress.config.ts'), path.join(siteDir, 'rspress.site.config.ts'));
  writeFileSync(
    path.join(siteDir, 'rspress.config.ts'),
    [
      `import site from './rspress.site.config';`,
      `import { applyVariant } from ${JSON.stringify(variantsModule)};`,
      '',
      `export default applyVariant(site, ${JSON.stringify(variant)});`,
      '',
    ].join('\n'),
  );
}

/**
 * Makes the copy a one-commit git repository, as a checkout is: `themeConfig.lastUpdated` reads each page's date
 * from `git log`, and outside a repository it would silently skip that work.
 */
function commitAll(siteDir: string): void {
  writeFileSync(path.join(siteDir, '.gitignore'), 'node_modules/\ndoc_build/\n.rspress/\n');
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', '-c', 'commit.gpgsign=false', ...args],
      {
        cwd: siteDir,
        stdio: 'ignore',
      },
    );
  git('init', '--quiet');
  git('add', '--all');
  git('commit', '--quiet', '--message', 'bench content');
}

/** `NODE_OPTIONS` of `env` alone, if it has some. */
const nodeOptionsOf = (env: NodeJS.ProcessEnv): Record<string, string> =>
  env.NODE_OPTIONS ? { NODE_OPTIONS: env.NODE_OPTIONS } : {};

/** Both sites at `scale`, with identical synthetic content; `variant` changes ours only. */
export function createSitePair(scale: Scale, variant: readonly string[] = []): SitePair {
  const oursDir = copySite(path.resolve(import.meta.dirname, '..'));
  writeSyntheticContent(path.join(oursDir, 'docs'), scale);
  if (variant.length > 0) wrapConfig(oursDir, variant);
  commitAll(oursDir);
  const baselineDir = createBaseline(oursDir);
  return {
    // Ours in the environment `npm run build` gives Rspress, the caller's own `NODE_OPTIONS` after its own, as there.
    ours: {
      dir: oursDir,
      env: withRspressBuildEnvironment(
        { ...nodeOptionsOf(process.env), ...variantEnv(variant) },
        path.join(oursDir, 'docs'),
      ),
      devEnv: variantEnv(variant),
    },
    baseline: { dir: baselineDir, env: {}, devEnv: {} },
    dispose: () => {
      for (const dir of [oursDir, baselineDir]) rmSync(dir, { recursive: true, force: true });
    },
  };
}
