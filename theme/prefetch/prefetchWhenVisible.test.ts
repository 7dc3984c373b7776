import { afterEach, describe, expect, it, vi } from 'vitest';

// Rspress's runtime needs the build's virtual modules; only prefetchRoute, called once a link is in view, uses it.
vi.mock('@rspress/core/runtime', () => ({ loadRouteSection: vi.fn(), pathnameToRouteService: vi.fn() }));

/** The links an IntersectionObserver was asked to watch, in this test's stand-in for the browser's. */
const watched: unknown[] = [];

class WatchingObserver {
  observe(target: unknown): void {
    watched.push(target);
  }
  unobserve(): void {}
}

/** `theme/prefetch` loaded afresh in a build where `import.meta.env.DEV` is `dev`. */
async function prefetchModule(dev: boolean) {
  vi.resetModules();
  vi.stubEnv('DEV', dev);
  vi.stubGlobal('IntersectionObserver', WatchingObserver);
  return import('./index');
}

afterEach(() => {
  watched.length = 0;
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('a link in view', () => {
  it('is watched for prefetching in a production build', async () => {
    const { prefetchWhenVisible } = await prefetchModule(false);
    const link = { tagName: 'A' };
    prefetchWhenVisible(link as unknown as Element, '/data');
    expect(watched).toEqual([link]);
  });

  it('is not watched by the dev server, which compiles a page when it is opened', async () => {
    const { prefetchWhenVisible } = await prefetchModule(true);
    prefetchWhenVisible({ tagName: 'A' } as unknown as Element, '/data');
    expect(watched).toEqual([]);
  });
});
