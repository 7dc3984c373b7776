import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';

const name = 'vihje-loader-idents';

/**
 * Every loader given its options as an object, and no `ident` of its own, gets a short one: `r170o1u0` for the first
 * loader of the second `oneOf` branch of rule 170. Without one, Rspack names the options by the rule's path,
 * `??ruleSet[1].rules[170].oneOf[1].use[0]`, in the identifier of every module the loader runs on; an MDX page's
 * identifier names each of its loaders so (five in a large build), and Rspack's persistent cache writes a module's identifier again for
 * the module and for each of its dependencies and connections. The cache's copy of a compilation's module graph waits
 * in memory from the end of the compile until the compilation is done, so a large build's peak, at the end of the
 * browser's seal, holds it (bench/NOTES.md has the figures). The options themselves are the same objects; only their
 * name in the request is shorter.
 */
export function pluginLoaderIdents(): RspressPlugin {
  return { name, builderConfig: { plugins: [loaderIdents()] } };
}

export function loaderIdents(): RsbuildPlugin {
  return {
    name,
    setup(api) {
      // After every other plugin's rules, which are all in the config by then.
      api.modifyRspackConfig({
        order: 'post',
        handler(config) {
          const rules = config.module?.rules;
          if (rules) nameLoaderOptions(rules as Rspack.RuleSetRule[], 'r');
        },
      });
    },
  };
}

/** Gives each loader with object options and no ident one made from its place among `rules`, which it changes. */
export function nameLoaderOptions(rules: readonly (Rspack.RuleSetRule | Falsy)[], prefix: string): void {
  rules.forEach((rule, index) => {
    if (!rule || typeof rule !== 'object') return;
    const place = `${prefix}${index}`;
    if (Array.isArray(rule.use)) {
      rule.use.forEach((use, useIndex) => {
        if (use && typeof use === 'object' && isOptionsObject(use.options) && !use.ident && !use.options.ident) {
          use.ident = `${place}u${useIndex}`;
        }
      });
    }
    if (rule.oneOf) nameLoaderOptions(rule.oneOf, `${place}o`);
    if (rule.rules) nameLoaderOptions(rule.rules, `${place}r`);
  });
}

type Falsy = false | 0 | '' | null | undefined;

function isOptionsObject(options: unknown): options is { ident?: unknown } {
  return typeof options === 'object' && options !== null;
}
