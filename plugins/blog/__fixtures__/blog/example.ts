/** A component a fixture post imports, to check that its excerpt keeps the import. */
export const Example = (): null => null;
