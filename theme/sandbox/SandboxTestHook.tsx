import { useEffect } from 'react';
import { sandboxFetch } from './sandboxFetch';
import { sandboxFetchHook } from './sandboxHooks';

/**
 * Test hook, in the test build only: puts the sandbox's `fetch` (the one `/api` and "Try it" use, without the key a
 * reader's requests get) on `window[sandboxFetchHook]`, so the contract tests send their requests to the sandbox in
 * the page, in Chromium, as they send them to the mock server.
 */
export function SandboxTestHook(): null {
  useEffect(() => {
    Object.assign(window, { [sandboxFetchHook]: sandboxFetch });
    return () => {
      Reflect.deleteProperty(window, sandboxFetchHook);
    };
  }, []);
  return null;
}
