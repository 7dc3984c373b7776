import { createHash } from 'node:crypto';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { blogViewMarkdown, postMetaMarkdown, postNavMarkdown } from '#theme/blog/blogViewMarkdown.ts';
import type { PostPageData } from '../../shared/blogData.ts';
import { blogPaths } from '../../shared/blogUrls.ts';
import { escapeRegExp } from '../../shared/escapeRegExp.ts';
import { whileUnchanged } from '../../shared/whileUnchanged.ts';
import type { CompiledPages } from '../compiledPages/index.ts';
import { changesIn, compilersOf } from '../compilers.ts';
import { feedAssetsPlugin } from '../feedAssets.ts';
import type { TwinContribution } from '../markdownTwins/mergeTwinContributions.ts';
import { persistentCacheOn } from '../upstream/rspress/build.ts';
import { collectPosts, postFiles } from './collectPosts.ts';
import { buildFeed } from './feeds.ts';
import { blogPagesDir, writePageFiles } from './pageFiles.ts';
import { blogPageSource, blogView, dataModule, excerptModule, excerptModuleName } from './pageSource.ts';
import { postCache } from './postCache.ts';
import { remarkPostPageData } from './postPageData.ts';
import { type BlogRoute, blogRoutes, postPages } from './routes.ts';
import type { Post } from './types.ts';

/** Everything the blog's pages and feeds show, computed once from the post files. */
interface BlogContent {
  /** Published posts, newest first (drafts too in dev). */
  posts: Post[];
  /** Drafts' files: no page in a production build. */
  drafts: string[];
  /** Each post page's data, by file. */
  postPages: Map<string, PostPageData>;
  /** The pages the blog generates (lists, archive, tag and author pages), by route. */
  routes: Map<string, BlogRoute>;
}

/** The blog's content, and in dev, a way to have it checked against the post files again. */
interface ContentLoader {
  content: () => BlogContent;
  /** The next call in dev reads the post files' times again (called before a dev compile of a post's change). */
  recheck: () => void;
}

/**
 * Reads, validates and derives the blog once in a production build, and again in dev whenever a post file changed.
 * In dev the files' times are read once per compile, not at every call: a compile asks several times (the feeds,
 * the generated pages, each post page's data), and at thousands of posts each ask was a stat of every post.
 */
function contentLoader(blogDir: string, isProd: () => boolean, cachePosts: () => boolean): ContentLoader {
  const derive = (production: boolean): BlogContent => {
    const all = collectPosts(blogDir, { includeDrafts: true, cache: cachePosts() ? postCache() : undefined });
    const posts = all.filter((post) => !(production && post.draft));
    const drafts = all.filter((post) => !posts.includes(post)).map((post) => post.file);
    const routes = new Map(blogRoutes(posts).map((route) => [route.routePath, route]));
    return { posts, drafts, postPages: postPages(posts), routes };
  };
  const inDev = whileUnchanged(
    () => postFiles(blogDir),
    () => derive(false),
  );
  let inProduction: BlogContent | undefined;
  let checkedInDev: BlogContent | undefined;
  return {
    content: () => {
      if (!isProd()) {
        checkedInDev ??= inDev();
        return checkedInDev;
      }
      inProduction ??= derive(true);
      return inProduction;
    },
    recheck: () => {
      checkedInDev = undefined;
    },
  };
}

/**
 * Has the blog's content checked against the post files before a dev compile whose changes are in the blog's
 * folder. Other edits (a docs page, the lazily compiled section of a route first opened) leave the posts as they
 * were, and at thousands of posts the check was a stat of every post file in every edit.
 */
function devRecheckPlugin(loader: ContentLoader, blogDir: string): RsbuildPlugin {
  return {
    name: 'vihje:blog-dev-recheck',
    setup(api) {
      api.onAfterCreateCompiler(({ compiler }) => {
        if (api.context.action !== 'dev') return;
        for (const one of compilersOf(compiler)) {
          one.hooks.watchRun.tap('vihje:blog-dev-recheck', ({ modifiedFiles, removedFiles }) => {
            if (changesIn(blogDir, modifiedFiles, removedFiles)) loader.recheck();
          });
        }
      });
    },
  };
}

/**
 * A post page's data is compiled into it from the other posts (its neighbours), which its file does not name: the
 * persistent build cache is keyed by the post pages' data too, so a changed neighbour recompiles the page.
 */
function postPagesCacheKey(content: () => BlogContent): RsbuildPlugin {
  return {
    name: 'vihje:blog-cache-key',
    setup(api) {
      api.modifyRsbuildConfig((config) => {
        const cache = config.performance?.buildCache;
        if (typeof cache !== 'object') return;
        const digest = createHash('sha256')
          .update(JSON.stringify([...content().postPages]))
          .digest('hex');
        cache.cacheDigest = [...(cache.cacheDigest ?? []), digest];
      });
    },
  };
}

/**
 * The generated pages' files, written from the current posts (a file is rewritten only when its text changed): each
 * page's MDX and data module, and each post's excerpt module.
 */
function writeBlogPages(content: () => BlogContent) {
  const { posts, routes } = content();
  const pages = [...routes.values()].map((route) => ({ routePath: route.routePath, ...blogPageSource(route) }));
  return writePageFiles(pages, [...[...routes.values()].map(dataModule), ...posts.map(excerptModule)]);
}

/**
 * In dev, a post edit changes the list pages that show its excerpt: after a compile that follows a post edit,
 * rewrite the generated pages whose text changed, and the dev server recompiles those. The blog's content is a new
 * value only after a post file changed; other edits leave the pages as they are.
 */
function devPagesPlugin(content: () => BlogContent): RsbuildPlugin {
  let written: BlogContent | undefined;
  return {
    name: 'vihje:blog-dev-pages',
    setup(api) {
      api.onAfterDevCompile(() => {
        const current = content();
        if (current === written) return;
        writeBlogPages(() => current);
        written = current;
      });
    },
  };
}

/** A post's source file: a Markdown file directly in the blog folder. */
const postFilePattern = (blogDir: string) => new RegExp(`^${escapeRegExp(blogDir)}[\\\\/][^\\\\/]+\\.mdx?$`);

/** The blog plugin, and what it gives the pages' `.md` twins: a post's header and neighbours, the generated pages. */
export type BlogPlugin = RspressPlugin & { twin: TwinContribution };

/**
 * The blog, one direction: post files → validated posts (a bad post stops the build, naming the file) → routes with
 * the data each shows → pages. Adds the list, archive, tag and author pages, gives each post page its header and
 * newer/older links, and publishes RSS and Atom feeds. Drafts (`draft: true`) exist in dev only.
 */
export function pluginBlog({ blogDir, pages }: { blogDir: string; pages: CompiledPages }): BlogPlugin {
  let isProd = process.env.NODE_ENV === 'production';
  // Posts are cached between builds where Rsbuild's persistent cache is (local builds and dev, not CI).
  let cachePosts = false;
  const loader = contentLoader(
    blogDir,
    () => isProd,
    () => cachePosts,
  );
  const { content } = loader;
  const postFile = postFilePattern(blogDir);

  return {
    name: 'vihje-blog',
    twin: {
      pageTree: async (routePath) => {
        const route = content().routes.get(routePath);
        if (!route) return undefined;
        const posts = route.body.kind === 'posts' ? route.body.posts : [];
        const excerpts = await Promise.all(
          posts.map((post) => pages.page(path.join(blogPagesDir(), excerptModuleName(post)))),
        );
        const view = blogView(route);
        return {
          // The excerpts' record keys stand for their sources: a list's twin from the cache reads neither their
          // sources nor their trees.
          madeOf: JSON.stringify([view, excerpts.map((excerpt) => excerpt.key)]),
          get included() {
            return excerpts.map((excerpt) => excerpt.tree);
          },
          // An excerpt is on several lists: each twin changes a copy of its tree.
          build: () => ({
            type: 'root',
            children: blogViewMarkdown(
              view,
              excerpts.map((excerpt) => structuredClone(excerpt.tree.children)),
            ),
          }),
        };
      },
      // A twin shows what the page shows around the post's text: its header first, its neighbours last.
      decorate: (file) => {
        const page = postFile.test(file) ? content().postPages.get(file) : undefined;
        return page && { before: postMetaMarkdown(page.meta), after: postNavMarkdown(page) };
      },
    },
    config(config: UserConfig, _utils, prod) {
      isProd = prod;
      cachePosts = persistentCacheOn(config.builderConfig?.performance?.buildCache);
      const root = config.root ?? 'docs';
      const drafts = content().drafts.map((file) => path.relative(root, file).split(path.sep).join('/'));
      return {
        ...config,
        route: { ...config.route, exclude: [...(config.route?.exclude ?? []), ...drafts] },
      };
    },
    markdown: {
      remarkPlugins: [remarkPostPageData((file) => content().postPages.get(file))],
    },
    addPages() {
      return writeBlogPages(content);
    },
    // Search reads a generated page's source: the views' props as text, and the excerpts the posts themselves are
    // found by. It keeps those pages by their titles only.
    modifySearchIndexData(indexPages) {
      const { routes } = content();
      for (const page of indexPages) {
        if (!routes.has(page.routePath)) continue;
        page.content = '';
        page.toc = [];
      }
    },
    builderConfig: {
      plugins: [
        feedAssetsPlugin('vihje:blog-feeds', blogPaths.feeds, blogDir, () => content().posts, buildFeed),
        postPagesCacheKey(content),
        devPagesPlugin(content),
        devRecheckPlugin(loader, path.resolve(blogDir)),
      ],
    },
  };
}
