import { routeProgress } from '../routeProgress';
import { createNavigationStore } from './navigationStore';

/** The site's navigation state: the route change in progress, shared by Link, back/forward and the error boundary. */
export const navigation = createNavigationStore({ onBegin: routeProgress.start, onSettle: routeProgress.done });
