/** The `window` property under which the test build offers the browser tests a way to start Scalar at once. */
export const scalarStartHook = 'vhStartScalar';

/**
 * Test hook, in the test build only: puts `start` on `window[scalarStartHook]`, so a browser test starts Scalar when
 * it needs it instead of waiting out the quiet window. Returns a function that takes it away.
 */
export function offerScalarStart(start: () => void): () => void {
  Object.assign(window, { [scalarStartHook]: start });
  return () => {
    Reflect.deleteProperty(window, scalarStartHook);
  };
}
