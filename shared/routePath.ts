/**
 * The clean route a site path or built page names, as the site serves it (`route.cleanUrls`): `/data.html` → `/data`,
 * `/guide/index.html` → `/guide`, `/blog/` → `/blog`, `/index.html` and `/` → `/`. Query and hash are kept out.
 */
export function routePathOf(pathname: string): string {
  return (
    pathname
      .replace(/[?#].*$/, '')
      .replace(/(?:(?:^|\/)index)?\.html$/, '')
      .replace(/(.)\/+$/, '$1') || '/'
  );
}
