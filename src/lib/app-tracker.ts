/** The portal's one tracker (spec 9 behaviour tracking): fed by the route effects and the menu. */
import { createTracker } from './tracker';

export const appTracker = createTracker();
