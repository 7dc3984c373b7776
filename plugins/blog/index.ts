import { statSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { pluginVirtualModule } from 'rsbuild-plugin-virtual-module';
import { postsPerPage } from '../../theme/blog/pagination';
import type { BlogData, BlogPost } from '../../theme/blog/types';
import { feedPaths } from '../../theme/data/blogFeeds';
import type { SourceTransform } from '../markdownTwins';
import type { ComponentMarkdown } from '../markdownTwins/pageMarkdown';
import { collectPosts, postFiles } from './collectPosts';
import { buildFeed } from './feeds';
import { injectPostChrome } from './injectPostChrome';
import { blogMarkdownComponents } from './markdown';
import { writePageFiles } from './pageFiles';
import { blogRouteContent, blogRoutes } from './routes';

/** The module blog pages import their data from; docs pages never import it. */
export const blogDataModule = 'virtual-blog-data';

/**
 * Collects every post, drafts included: once in a production build, and again in dev whenever a post file changed
 * (dev rebuilds ask often).
 */
function postsLoader(blogDir: string, watching: () => boolean): () => BlogPost[] {
  let cached: { key: string; posts: BlogPost[] } | undefined;
  return () => {
    if (cached && !watching()) return cached.posts;
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

/** A post's source file: a Markdown file directly in the blog folder. */
const postFilePattern = (blogDir: string) =>
  new RegExp(`^${blogDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\\\/][^\\\\/]+\\.mdx?$`);

/** Gives each post page its header (date, authors, tags, reading time) and newer/older links. */
function postChromePlugin(blogDir: string): RsbuildPlugin {
  const postFile = postFilePattern(blogDir);
  return {
    name: 'vihje:blog-post-chrome',
    setup(api) {
      api.transform({ test: postFile, order: 'pre' }, ({ code, resourcePath }) =>
        injectPostChrome(code, path.basename(resourcePath, path.extname(resourcePath))),
      );
    },
  };
}

/** The blog plugin, and what the pages' `.md` twins need from it. */
export type BlogPlugin = RspressPlugin & {
  twin: { components: Record<string, ComponentMarkdown>; sourceTransform: SourceTransform };
};

/**
 * The blog: validates the posts in `blogDir` (a bad post stops the build, naming the file), adds the list, archive,
 * tag and author pages, publishes RSS and Atom feeds, and hands the post list to blog pages through one virtual
 * module. Drafts (`draft: true`) exist in dev only.
 */
export function pluginBlog({ blogDir }: { blogDir: string }): BlogPlugin {
  let isProd = process.env.NODE_ENV === 'production';
  const allPosts = postsLoader(blogDir, () => !isProd);
  let visible: { of: BlogPost[]; posts: BlogPost[] } | undefined;
  const posts = () => {
    const all = allPosts();
    if (visible?.of !== all) visible = { of: all, posts: all.filter((post) => !(isProd && post.draft)) };
    return visible.posts;
  };

  const postFile = postFilePattern(blogDir);
  return {
    name: 'vihje-blog',
    twin: {
      components: blogMarkdownComponents(posts),
      sourceTransform: (file, source) =>
        postFile.test(file) ? injectPostChrome(source, path.basename(file, path.extname(file))) : source,
    },
    config(config: UserConfig, _utils, prod) {
      isProd = prod;
      const root = config.root ?? 'docs';
      const drafts = prod
        ? allPosts()
            .filter((post) => post.draft)
            .map((post) => path.relative(root, path.join(blogDir, post.fileName)).split(path.sep).join('/'))
        : [];
      return {
        ...config,
        route: { ...config.route, exclude: [...(config.route?.exclude ?? []), ...drafts] },
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
