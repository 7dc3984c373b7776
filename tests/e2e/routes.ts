/** The six docs routes of the spec (§2), in sidebar order, with the title each page carries. */
export const docsPages = [
  { path: '/', title: 'Vihje API documentation', sidebarLabel: 'Introduction' },
  { path: '/authentication', title: 'Authentication', sidebarLabel: 'Authentication' },
  { path: '/addresses', title: 'Addresses', sidebarLabel: 'Addresses' },
  { path: '/advanced-search', title: 'Advanced search', sidebarLabel: 'Advanced search' },
  { path: '/data', title: 'Data reference', sidebarLabel: 'Data reference' },
  { path: '/integration', title: 'Integration guide', sidebarLabel: 'Integration guide' },
] as const;
