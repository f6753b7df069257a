/**
 * What the network bench reads in the page and on the wire, for one page load:
 *   - paint: FCP and LCP (ms since navigation start);
 *   - interactive: the first frame in which React has attached its props (and so its event
 *     handlers) to an element, `__reactProps$…` on the DOM node: the login button, or the side
 *     menu of the home page;
 *   - requests made and bytes received (encoded, as sent: gzip behind nginx), all and scripts.
 * Page-side code is plain JavaScript in strings: tsx would wrap named functions in a helper
 * that does not exist in the page.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';

/** Round trip of the simulated network (Chromium's emulation adds it to every request). */
export const SIMULATED_RTT_MS = 40;

export interface Conditions {
  label: string;
  cpuRate: number;
  latencyMs: number;
}

export const CONDITIONS: readonly Conditions[] = [
  { label: 'localhost, CPU 1x', cpuRate: 1, latencyMs: 0 },
  { label: 'localhost, CPU 4x', cpuRate: 4, latencyMs: 0 },
  { label: `${SIMULATED_RTT_MS} ms RTT, CPU 1x`, cpuRate: 1, latencyMs: SIMULATED_RTT_MS },
];

/**
 * Installed before any script of the page: records in `window.__interactive` the time (ms since
 * navigation start) of the first frame at which `window.__probeSelector` matches an element
 * React has attached its props to. The selector can be set later (the home page after login).
 */
export const INTERACTIVE_PROBE = `(() => {
  const reactOwns = (el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'));
  const check = () => {
    const selector = window.__probeSelector;
    if (selector && window.__interactive === undefined) {
      const el = document.querySelector(selector);
      if (el && reactOwns(el)) window.__interactive = performance.now();
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

export async function emulate(context: BrowserContext, page: Page, c: Conditions): Promise<void> {
  const cdp = await context.newCDPSession(page);
  if (c.cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: c.cpuRate });
  if (c.latencyMs > 0) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: c.latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
}

export interface Traffic {
  requests: number;
  wireBytes: number;
  jsWireBytes: number;
  /** The paths requested, in order (for the report of what a page loads). */
  paths: string[];
}

/**
 * Counts what the page requests from now on; `settled()` waits until nothing has been in
 * flight for `quietMs` (the idle prefetch included), `reset()` starts a new count.
 */
export function watchTraffic(page: Page) {
  let traffic: Traffic = { requests: 0, wireBytes: 0, jsWireBytes: 0, paths: [] };
  let inFlight = 0;
  let lastActivity = Date.now();
  const pending: Promise<void>[] = [];
  const done = (request: Request, finished: boolean) => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
    if (!finished) return;
    const counted = traffic;
    pending.push(
      request
        .sizes()
        .then((sizes) => {
          const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
          counted.wireBytes += bytes;
          if (new URL(request.url()).pathname.endsWith('.js')) counted.jsWireBytes += bytes;
        })
        .catch(() => {}),
    );
  };
  page.on('request', (request) => {
    inFlight += 1;
    lastActivity = Date.now();
    traffic.requests += 1;
    const url = new URL(request.url());
    traffic.paths.push(url.protocol === 'data:' ? 'data:' : url.pathname);
  });
  page.on('requestfinished', (request) => done(request, true));
  page.on('requestfailed', (request) => done(request, false));
  return {
    reset() {
      traffic = { requests: 0, wireBytes: 0, jsWireBytes: 0, paths: [] };
    },
    async settled(quietMs = 1_500, timeoutMs = 30_000): Promise<Traffic> {
      const end = Date.now() + timeoutMs;
      while (Date.now() < end && (inFlight > 0 || Date.now() - lastActivity < quietMs)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await Promise.all(pending);
      return { ...traffic, paths: [...traffic.paths] };
    },
  };
}

/** FCP and LCP of the page (ms since navigation start). */
export function paints(page: Page): Promise<{ fcp: number; lcp: number }> {
  return page.evaluate<{ fcp: number; lcp: number }>(`new Promise((resolve) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const fcp = paint ? paint.startTime : NaN;
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve({ fcp, lcp: entries.length ? entries[entries.length - 1].startTime : NaN });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  })`);
}

/** Waits for the probe's reading (ms since navigation start). */
export async function interactiveAt(page: Page, timeoutMs = 60_000): Promise<number> {
  await page.waitForFunction('window.__interactive !== undefined', undefined, {
    timeout: timeoutMs,
  });
  return page.evaluate<number>('window.__interactive');
}
