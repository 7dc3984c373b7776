/**
 * The names of the docs layout's two `<aside>` landmarks, which Rspress leaves unnamed (axe landmark-unique): the
 * build writes them into every page's HTML (plugins/builtPages/landmarkNames.ts), so they are there before any script runs, and
 * the theme's LandmarkName sets them again on pages rendered by a client-side navigation.
 */
export const landmarkNames = {
  sidebar: 'Docs pages',
  outline: 'On this page',
} as const;
