/**
 * The imports of a compiled page that its body takes from the page runtime (`web/pageRuntime.ts`) instead of the
 * page's module importing them: by module, the names it provides. Every page Rspress compiles imports these; each
 * import and each name is a dependency the bundler's two compilations hold and its persistent cache writes, a page at
 * a time, which it holds in memory as the seal starts (bench/NOTES.md).
 */
export const sharedImports: Readonly<Record<string, readonly string[]>> = {
  'react/jsx-runtime': ['Fragment', 'jsx', 'jsxs'],
  '@mdx-js/react': ['useMDXComponents'],
};
