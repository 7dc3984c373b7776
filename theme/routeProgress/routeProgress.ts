/** The bar's timings (spec §9): it appears only when a route takes longer than `startDelayMs` to be ready. */
export const routeProgressSettings = {
  startDelayMs: 200,
  minimum: 0.08,
  speed: 200,
  trickleRate: 0.02,
  trickleSpeed: 800,
} as const;

/** The part of nprogress the controller drives; a stand-in in the unit tests. */
export interface ProgressBar {
  start(): unknown;
  done(): unknown;
}

/** Starts and finishes the bar for one route change at a time. */
export interface RouteProgress {
  /** Schedules the bar; a second call while one is pending or shown changes nothing. */
  start(): void;
  /** Cancels a scheduled bar, or completes a shown one. */
  done(): void;
}

/**
 * A bar that starts `delayMs` after `start()` unless `done()` comes first, so fast route changes show nothing.
 * The timer functions are injectable for the unit tests.
 */
export function createRouteProgress(
  bar: ProgressBar,
  delayMs: number = routeProgressSettings.startDelayMs,
  // Arrow functions: browsers throw "Illegal invocation" when setTimeout is called as another object's method.
  timers: { set: typeof setTimeout; clear: typeof clearTimeout } = {
    set: ((handler: () => void, ms: number) => setTimeout(handler, ms)) as typeof setTimeout,
    clear: (id) => clearTimeout(id),
  },
): RouteProgress {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown = false;
  return {
    start() {
      if (timer !== undefined || shown) return;
      timer = timers.set(() => {
        timer = undefined;
        shown = true;
        bar.start();
      }, delayMs);
    },
    done() {
      if (timer !== undefined) {
        timers.clear(timer);
        timer = undefined;
      }
      if (shown) {
        shown = false;
        bar.done();
      }
    },
  };
}
