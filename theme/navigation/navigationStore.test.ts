import { describe, expect, it, vi } from 'vitest';
import { createNavigationStore, sameRoutePath } from './navigationStore';

describe('createNavigationStore', () => {
  it('starts the bar on begin, finishes it once on settle and tells subscribers', () => {
    const hooks = { onBegin: vi.fn(), onSettle: vi.fn() };
    const store = createNavigationStore(hooks);
    const listener = vi.fn();
    store.subscribe(listener);
    store.begin('/data', 'history');
    expect(store.get()).toEqual({ path: '/data', source: 'history' });
    expect(hooks.onBegin).toHaveBeenCalledOnce();
    store.settle();
    store.settle();
    expect(store.get()).toBeNull();
    expect(hooks.onSettle).toHaveBeenCalledOnce();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('sameRoutePath', () => {
  it.each([
    ['/data', '/data/'],
    ['/data', '/Data'],
    ['/', ''],
    ['/data', '/data.html'],
    ['/blog', '/blog/index.html'],
  ])('treats %s and %s as one route', (a, b) => {
    expect(sameRoutePath(a, b)).toBe(true);
  });

  it('tells different routes apart', () => {
    expect(sameRoutePath('/data', '/addresses')).toBe(false);
  });
});
