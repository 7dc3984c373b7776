import { extractPageData } from '../../plugins/upstream/rspress/build';

/** A route as Rspress's route service lists it: what the page index reads a page by. */
export interface Route {
  routePath: string;
  absolutePath: string;
  relativePath: string;
  pageName: string;
  lang: string;
  version: string;
}

/** Rspress's page index (`extractPageData`), as the tests call it: a stand-in route service, any options. */
export type ExtractPageData<Entry> = (
  routeService: { getRoutes(): Route[]; getRoutePageByRoutePath(routePath: string): undefined },
  options: Record<string, unknown>,
) => Promise<Entry[]>;

/** The installed `extractPageData`, through the door to Rspress's unexported modules, typed for the tests' calls. */
export function extractPageDataFor<Entry>(): ExtractPageData<Entry> {
  return extractPageData as unknown as ExtractPageData<Entry>;
}
