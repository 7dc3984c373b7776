import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRouteProgress } from './routeProgress';

describe('createRouteProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const fakeBar = () => ({ start: vi.fn(), done: vi.fn() });

  it('shows the bar only after 200 ms and completes it on done', () => {
    const bar = fakeBar();
    const progress = createRouteProgress(bar);
    progress.start();
    vi.advanceTimersByTime(199);
    expect(bar.start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(bar.start).toHaveBeenCalledTimes(1);
    progress.done();
    expect(bar.done).toHaveBeenCalledTimes(1);
  });

  it('never shows the bar when the route is ready within the delay', () => {
    const bar = fakeBar();
    const progress = createRouteProgress(bar);
    progress.start();
    vi.advanceTimersByTime(150);
    progress.done();
    vi.advanceTimersByTime(1000);
    expect(bar.start).not.toHaveBeenCalled();
    expect(bar.done).not.toHaveBeenCalled();
  });

  it('ignores a second start while one is pending or shown', () => {
    const bar = fakeBar();
    const progress = createRouteProgress(bar);
    progress.start();
    vi.advanceTimersByTime(100);
    progress.start();
    vi.advanceTimersByTime(100);
    expect(bar.start).toHaveBeenCalledTimes(1);
    progress.start();
    vi.advanceTimersByTime(500);
    expect(bar.start).toHaveBeenCalledTimes(1);
  });
});
