/**
 * Site-wide constants: the one place an owner changes the product name, the site's URLs or the outbound links.
 * Imported by `rspress.config.ts` (Node) and by theme components (browser), so keep it free of runtime imports.
 */
export const site = {
  productName: 'Vihje',
  title: 'Vihje Docs',
  description:
    'Developer documentation for Vihje, the low-latency API for Finnish companies, postal codes, addresses and buildings.',
  url: 'https://docs.vihje.fi',
  apiUrl: 'https://api.vihje.fi',
  consoleUrl: 'https://console.vihje.fi',
  consoleLabel: 'Search Console',
  statusUrl: 'https://status.vihje.fi',
  /** The docs' source repository: "Edit this page" links go to `{repositoryUrl}/edit/main/docs/…`. */
  repositoryUrl: 'https://github.com/vihje/vihje-docs',
  /** Default image for link previews (Open Graph, Twitter), under docs/public. */
  socialImage: '/og-image.png',
  copyrightYear: 2025,
  lang: 'en',
} as const;

/**
 * Where `npm run mock` listens by default (PORT overrides it); `/api` offers it as a server in `rspress dev` only.
 * Outside `site` so that the production bundle, which never uses it, does not carry it.
 */
export const mockApiUrl = 'http://localhost:4010';

/**
 * The in-browser sandbox (sampleApi/server): `/api` lists it as a server beside production, and the docs' samples
 * send their requests to it. Its URL is the production host's, written with a trailing slash so that Scalar keeps the
 * two servers apart while every code snippet a reader copies names the production host; the sandbox answers only
 * while it is the selected server.
 */
const sandboxTerms = 'sample data, no key needed';
export const sandboxServer = {
  url: `${site.apiUrl}/`,
  description: `Sandbox — ${sandboxTerms}`,
  /** What the sandbox offers, for the "Try it" controls' captions. */
  terms: sandboxTerms,
  /** What the sample data set holds, in one line, for the static reference and the docs. */
  holds: 'a few streets in Helsinki, Espoo, Tampere, Turku and Oulu, their postal codes and about twenty companies',
} as const;

/**
 * Where pull-request previews live in the bucket, each under `/<previewsRoot>/<name>/`: `npm run publish -- --preview`
 * writes there, a build with a base under it is not indexed, and production's robots.txt disallows it.
 */
export const previewsRoot = 'previews';

/** The colour modes a reader can pick; `system` follows `prefers-color-scheme`. */
export const colorModes = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof colorModes)[number];

/** The media query of the system's dark colour scheme, which `system` follows. */
export const prefersDarkQuery = '(prefers-color-scheme: dark)';

/** localStorage key of the colour mode choice: no namespace prefix or suffix (spec §9). */
export const colorModeStorageKey = 'theme';
