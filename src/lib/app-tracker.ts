/** The portal's one tracker (spec 9 behaviour tracking): fed by the route effects and the menu. */
import { createScrollDepth } from './scroll-tracking';
import { createTracker } from './tracker';

export const appTracker = createTracker();

/** The deepest scroll of each page, reported to the tracker (spec 9: at most once per 350 ms). */
export const appScrollDepth = createScrollDepth((path, depth) =>
  appTracker.pageScroll(path, depth),
);
