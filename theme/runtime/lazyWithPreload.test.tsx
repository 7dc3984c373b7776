// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazyWithPreload';

const Page = () => <p>Loaded page</p>;

/** A route chunk whose first `failures` downloads fail. */
function flakyChunk(failures: number) {
  let calls = 0;
  const factory = () => {
    calls += 1;
    return calls <= failures ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ default: Page });
  };
  return { factory, calls: () => calls };
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Crashed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyWithPreload', () => {
  it('downloads the chunk once and renders it', async () => {
    const chunk = flakyChunk(0);
    const Route = lazyWithPreload(chunk.factory);
    await expect(Route.preload()).resolves.toBe(Page);
    await Route.preload();
    render(<Route />);
    expect(screen.getByText('Loaded page')).toBeTruthy();
    expect(chunk.calls()).toBe(1);
  });

  it('forgets a failed download, so preloading again downloads again', async () => {
    const chunk = flakyChunk(1);
    const Route = lazyWithPreload(chunk.factory);
    await expect(Route.preload()).rejects.toThrow('chunk failed');
    await expect(Route.preload()).resolves.toBe(Page);
    expect(chunk.calls()).toBe(2);
  });

  it('throws a failed download to the error boundary without downloading again on each render', async () => {
    const chunk = flakyChunk(1);
    const Route = lazyWithPreload(chunk.factory);
    // React reports an error its boundary caught on the console: expected here, so checked instead of printed.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await act(async () => {
        render(
          <Boundary>
            <Suspense fallback={<p>Loading</p>}>
              <Route />
            </Suspense>
          </Boundary>,
        );
      });
      expect(await screen.findByText('Crashed: chunk failed')).toBeTruthy();
      expect(consoleError.mock.calls.flat().some((arg) => arg instanceof Error && arg.message === 'chunk failed')).toBe(
        true,
      );
    } finally {
      consoleError.mockRestore();
    }
    expect(chunk.calls()).toBe(1);
  });
});
