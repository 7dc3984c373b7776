import nprogress from 'nprogress';
import { createRouteProgress, routeProgressSettings } from './routeProgress';

const { startDelayMs, ...barSettings } = routeProgressSettings;

// Rspress's Link configures the same nprogress instance with only `showSpinner: false`; these settings override it.
nprogress.configure({ ...barSettings, showSpinner: false });

/** The site's one route progress bar (nprogress), shared by link clicks and back/forward. */
export const routeProgress = createRouteProgress(nprogress, startDelayMs);
