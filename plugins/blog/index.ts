import { statSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { pluginVirtualModule } from 'rsbuild-plugin-virtual-module';
import { postsPerPage } from '../../theme/blog/pagination';
import type { BlogData, BlogPost } from '../../theme/blog/types';
import { collectPosts, postFiles } from './collectPosts';
import { buildFeed, feedPaths, feedTitle } from './feeds';
import { injectPostChrome } from './injectPostChrome';
import { writePageFiles } from './pageFiles';
import { blogRouteContent, blogRoutes } from './routes';

/** The module blog pages import their data from; docs pages never import it. */
export const blogDataModule = 'virtual-blog-data';

const isBlogRoute = (routePath: string) => routePath === '/blog' || routePath.startsWith('/blog/');

/** Collects every post, drafts included, once per change of the post files (dev rebuilds ask often, builds once). */
function postsLoader(blogDir: string): () => BlogPost[] {
  let cached: { key: string; posts: BlogPost[] } | undefined;
  return () => {
    const key = postFiles(blogDir)
      .map((file) => `${file}@${statSync(file).mtimeMs}`)
      .join('|');
    if (cached?.key !== key) cached = { key, posts: collectPosts(blogDir, { includeDrafts: true }) };
    return cached.posts;
  };
}

/** Feeds in the web build, in dev and production. */
function feedsPlugin(blogDir: string, posts: () => BlogPost[]): RsbuildPlugin {
  return {
    name: 'vihje:blog-feeds',
    setup(api) {
      api.processAssets({ stage: 'additional', environments: ['web'] }, ({ compilation, sources }) => {
        compilation.contextDependencies.add(blogDir);
        const feed = buildFeed(posts());
        compilation.emitAsset(feedPaths.rss.slice(1), new sources.RawSource(feed.rss2()));
        compilation.emitAsset(feedPaths.atom.slice(1), new sources.RawSource(feed.atom1()));
      });
    },
  };
}

/** Gives each post page its header (date, authors, tags, reading time) and newer/older links. */
function postChromePlugin(blogDir: string): RsbuildPlugin {
  const postFile = new RegExp(`^${blogDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\\\/][^\\\\/]+\\.mdx?$`);
  return {
    name: 'vihje:blog-post-chrome',
    setup(api) {
      api.transform({ test: postFile, order: 'pre' }, ({ code, resourcePath }) =>
        injectPostChrome(code, path.basename(resourcePath, path.extname(resourcePath))),
      );
    },
  };
}

/**
 * The blog: validates the posts in `blogDir` (a bad post stops the build, naming the file), adds the list, archive,
 * tag and author pages, publishes RSS and Atom feeds, and hands the post list to blog pages through one virtual
 * module. Drafts (`draft: true`) exist in dev only.
 */
export function pluginBlog({ blogDir }: { blogDir: string }): RspressPlugin {
  const allPosts = postsLoader(blogDir);
  let isProd = process.env.NODE_ENV === 'production';
  const posts = () => allPosts().filter((post) => !(isProd && post.draft));

  return {
    name: 'vihje-blog',
    config(config: UserConfig, _utils, prod) {
      isProd = prod;
      const root = config.root ?? 'docs';
      const drafts = prod
        ? allPosts()
            .filter((post) => post.draft)
            .map((post) => path.relative(root, path.join(blogDir, post.fileName)).split(path.sep).join('/'))
        : [];
      const feedLink = (type: string, href: string) => ['link', { rel: 'alternate', type, href, title: feedTitle }];
      return {
        ...config,
        route: { ...config.route, exclude: [...(config.route?.exclude ?? []), ...drafts] },
        head: [
          ...(config.head ?? []),
          (route) => (isBlogRoute(route.routePath) ? feedLink('application/rss+xml', feedPaths.rss) : undefined),
          (route) => (isBlogRoute(route.routePath) ? feedLink('application/atom+xml', feedPaths.atom) : undefined),
        ] as UserConfig['head'],
      };
    },
    addPages() {
      const pages = blogRoutes(posts()).map((route) => ({
        routePath: route.routePath,
        content: blogRouteContent(route),
      }));
      return writePageFiles(pages);
    },
    builderConfig: {
      plugins: [
        pluginVirtualModule({
          tempDir: '.rspress/vihje-virtual',
          virtualModules: {
            [blogDataModule]: ({ addContextDependency }) => {
              addContextDependency(blogDir);
              const data: BlogData = { posts: posts(), postsPerPage };
              return `export default ${JSON.stringify(data)};`;
            },
          },
        }),
        feedsPlugin(blogDir, posts),
        postChromePlugin(blogDir),
      ],
    },
  };
}
