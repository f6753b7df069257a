import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { stopHistoryTracking } from '@/features/layout/history-tracker';
import { removeToken } from '@/lib/token-cookie';
import { resetClock } from '@/mocks/clock';
import { resetDb } from '@/mocks/db/db';
import { server } from '@/mocks/node';

// findBy*/waitFor wait up to 3 s: CI shares two cores between the suite's workers,
// and a rerender that lands in 50 ms on an idle machine can take over a second there.
configure({ asyncUtilTimeout: 3000 });

// jsdom lacks these; antd's grid, Table and Select need them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}
// jsdom prints "Not implemented" for scrolling; the route effects scroll to the top.
window.scrollTo = () => {};
// jsdom prints "Not implemented" for pseudo-elements; antd asks for them when measuring.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  resetClock();
  removeToken();
  localStorage.clear();
  sessionStorage.clear();
  // Back's count of the tab's entries (without a Navigation API in jsdom): one tab per test.
  stopHistoryTracking();
});
afterAll(() => server.close());
