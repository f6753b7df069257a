/**
 * How many entries of this browser tab's history lie behind the page on screen, so Back (spec
 * 2.6) knows whether it can go one step back or is on the first page of the tab. The entries are
 * counted whoever made them (the shell's router, a sub-application's React Router, vue-router 3
 * or 4, a hash router, plain pushState): by the browser's Navigation API, else by the shell's
 * tracker (./history-tracker.ts), started here on first use.
 */
import { useEffect } from 'react';
import { currentHistoryDepth, ensureHistoryTracking } from './history-tracker';

/** Returns a reader of the depth (read it when Back is pressed, not while rendering). */
export function useHistoryDepth(): () => number {
  useEffect(() => ensureHistoryTracking(), []);
  return currentHistoryDepth;
}
