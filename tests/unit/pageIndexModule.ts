import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A route as Rspress's route service lists it: what the page index reads a page by. */
export interface Route {
  routePath: string;
  absolutePath: string;
  relativePath: string;
  pageName: string;
  lang: string;
  version: string;
}

/** Rspress's page index (`extractPageData`), as the patches under `patches/` leave it. */
export type ExtractPageData<Entry> = (
  routeService: { getRoutes(): Route[]; getRoutePageByRoutePath(routePath: string): undefined },
  options: Record<string, unknown>,
) => Promise<Entry[]>;

const moduleFile = path.resolve(
  import.meta.dirname,
  '../../node_modules/@rspress/core/dist/node/route/extractPageData.js',
);

/** The installed `extractPageData`, imported from Rspress's built file (the package does not export it). */
export async function importExtractPageData<Entry>(): Promise<ExtractPageData<Entry>> {
  return ((await import(pathToFileURL(moduleFile).href)) as { extractPageData: ExtractPageData<Entry> })
    .extractPageData;
}
