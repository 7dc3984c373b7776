import type { BlogViewProps } from '../../theme/blog/BlogView';
import { pageCount, pagePath } from '../../theme/blog/pagination';
import type { BlogPost } from '../../theme/blog/types';
import { authors } from '../../theme/data/authors';
import { tags } from '../../theme/data/tags';

/** A page the blog adds that has no Markdown file of its own. */
export interface BlogRoute {
  routePath: string;
  title: string;
  description: string;
  props: BlogViewProps;
}

const pageSuffix = (page: number) => (page === 1 ? '' : `, page ${page}`);

/** Every list, archive, tag and author page for `posts` (newest first). */
export function blogRoutes(posts: BlogPost[]): BlogRoute[] {
  const routes: BlogRoute[] = [];
  for (let page = 1; page <= pageCount(posts.length); page += 1) {
    routes.push({
      routePath: pagePath('/blog', page),
      title: `Blog${pageSuffix(page)}`,
      description: 'Release notes and articles from the Vihje team, newest first.',
      props: { view: 'list', page },
    });
  }
  routes.push({
    routePath: '/blog/archive',
    title: 'Blog archive',
    description: 'Every post of the Vihje blog by year.',
    props: { view: 'archive' },
  });
  routes.push({
    routePath: '/blog/tags',
    title: 'Blog tags',
    description: 'The topics of the Vihje blog with their post counts.',
    props: { view: 'tags' },
  });
  for (const [tag, { label, description }] of Object.entries(tags)) {
    const count = posts.filter((post) => post.tags.some((key) => key === tag)).length;
    for (let page = 1; page <= pageCount(count); page += 1) {
      routes.push({
        routePath: pagePath(`/blog/tags/${tag}`, page),
        title: `Posts tagged “${label}”${pageSuffix(page)}`,
        description,
        props: { view: 'tag', tag, page },
      });
    }
  }
  routes.push({
    routePath: '/blog/authors',
    title: 'Blog authors',
    description: 'Who writes the Vihje blog.',
    props: { view: 'authors' },
  });
  for (const [author, { name, title }] of Object.entries(authors)) {
    routes.push({
      routePath: `/blog/authors/${author}`,
      title: `Posts by ${name}`,
      description: title,
      props: { view: 'author', author },
    });
  }
  return routes;
}

/** The MDX of a generated page: front matter for the layout, and the view. */
export function blogRouteContent(route: BlogRoute): string {
  const props = Object.entries(route.props)
    .map(([name, value]) => `${name}={${JSON.stringify(value)}}`)
    .join(' ');
  return [
    '---',
    `title: ${JSON.stringify(route.title)}`,
    `description: ${JSON.stringify(route.description)}`,
    'sidebar: false',
    'outline: false',
    'footer: false',
    '---',
    '',
    "import { BlogView } from '@theme/blog/BlogView';",
    '',
    `<BlogView ${props} />`,
    '',
  ].join('\n');
}
