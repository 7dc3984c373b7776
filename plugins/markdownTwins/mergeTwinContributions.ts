import type { ComponentMarkdown } from '../../shared/componentMarkdown.ts';
import type { TwinDecoration, ViewTree } from './pageMarkdown.ts';

/**
 * What a plugin gives the pages' `.md` twins: the Markdown forms of the components its pages use (bound to the
 * plugin's data), the Markdown its pages' layout adds around their text, and the whole tree of a page its view draws.
 */
export interface TwinContribution {
  components?: Readonly<Record<string, ComponentMarkdown>>;
  /** Markdown a page's twin shows around its own text, where the page's layout adds some (a post's header). */
  decorate?: (file: string) => TwinDecoration | undefined;
  /** A page's whole twin tree where its view, not its Markdown, holds its content (the blog's generated pages). */
  pageTree?: (routePath: string) => Promise<ViewTree | undefined>;
}

/** What the twins are printed with: every contribution's, a page's decoration and tree from the first that has one. */
export interface MergedTwinContributions {
  components: Readonly<Record<string, ComponentMarkdown>>;
  decorate(file: string): TwinDecoration | undefined;
  pageTree(routePath: string): Promise<ViewTree | undefined>;
}

/**
 * Joins the contributions, each named by its owner (a plugin); two Markdown forms for one component name stop the
 * build, naming both owners.
 */
export function mergeTwinContributions(
  contributions: ReadonlyArray<readonly [owner: string, contribution: TwinContribution]>,
): MergedTwinContributions {
  const components: Record<string, ComponentMarkdown> = {};
  const owners = new Map<string, string>();
  for (const [owner, contribution] of contributions) {
    for (const [name, markdown] of Object.entries(contribution.components ?? {})) {
      const earlier = owners.get(name);
      if (earlier) throw new Error(`Two Markdown forms for <${name}> in the .md twins: ${earlier}'s and ${owner}'s`);
      owners.set(name, owner);
      components[name] = markdown;
    }
  }
  const all = contributions.map(([, contribution]) => contribution);
  return {
    components,
    decorate: (file) => {
      for (const contribution of all) {
        const decoration = contribution.decorate?.(file);
        if (decoration) return decoration;
      }
      return undefined;
    },
    pageTree: async (routePath) => {
      for (const contribution of all) {
        const tree = await contribution.pageTree?.(routePath);
        if (tree) return tree;
      }
      return undefined;
    },
  };
}
