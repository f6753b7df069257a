/**
 * `npm run bench` (after `npm run build`): drives the production build in headless Chromium and
 * prints a table and bench/results.json with medians of BENCH_RUNS runs (default 5):
 *   - JavaScript and CSS bytes (raw, and gzip level 6 as nginx sends them) for /login and for
 *     / after login (everything downloaded from opening /login to the home page);
 *   - FCP and LCP of /login at CPU throttling 1x and 4x;
 *   - login: from the click on 登录 to the home page on screen;
 *   - a menu switch (menu search, Enter) to a stub page on screen: first mount and warm;
 *   - the same for each fixture of apps-stub/fixtures (plain HTML, Vite + React, Vue +
 *     vue-router) answered at the ds entry's address, switching with the tgypt stub;
 *   - JS heap after 50 switches between the three stubs against after 5 (garbage collected
 *     before each reading), and over the next two windows of 45 switches (warm code).
 * Then the network part (bench/network-bench.ts): the build behind nginx as it ships, beside a
 * bare React login form, on localhost and at a 40 ms round trip: paint, interactive, requests
 * and bytes of /login, and the login click to the home page.
 * It starts the mock API (7100), `vite preview` (4173) and the stub servers (7101-7103) itself;
 * those ports must be free. Times are reported, never asserted (see bench/budgets.json for the
 * byte budgets that npm test checks).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { buildFixtures, fixtureDist } from '../apps-stub/fixtures/build';
import { serveFolderAs } from '../test/e2e/support/serve-fixture';
import { chromiumPath, countBytes, median } from './bench-bytes';
import { MOCK, PORTAL, startAll, stopServers } from './bench-servers';
import {
  printRows,
  runNetworkBench,
  startNetworkTargets,
  type NetworkReport,
  type NetworkTargets,
} from './network-bench';
import { paints } from './network-probe';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PASSWORD = 'Portal@2026';
const CAPTCHA = '1234';
/** Pages of the three stubs, opened through the menu search by their names. */
const SWITCH_PAGES = [
  { name: '客户查询', app: 'ds', path: '/xsgl/khcx' },
  { name: '产品发行', app: 'iservice', path: '/cpgl/cpfx' },
  { name: '交易确认查询', app: 'tgypt', path: '/zcdj/jyqrcx' },
] as const;

/** The fixtures, each answered as ds, and what shows it has mounted. */
const FIXTURES = [
  {
    name: 'plain-html',
    folder: () => fileURLToPath(new URL('../apps-stub/fixtures/plain-html', import.meta.url)),
  },
  { name: 'vite-react', folder: () => fixtureDist('vite-react') },
  { name: 'vue-router', folder: () => fixtureDist('vue-router') },
] as const;
const FIXTURE_ON_SCREEN = '[data-testid=subapp-container] [data-testid=fixture-user]';

const TARGETS = {
  loginLcp4xMs: 600,
  loginToHomeMs: 800,
  warmSwitchMs: 30,
  firstMountMs: 250,
  heapGrowthBytes: 1024 * 1024,
};

// ---- measurements ---------------------------------------------------------------------------

async function resetMock(): Promise<void> {
  await fetch(`${MOCK}/__mock__/reset`, { method: 'POST' });
}

async function newPage(browser: Browser, cpuRate = 1): Promise<Page> {
  const context = await browser.newContext({
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  if (cpuRate !== 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  }
  return page;
}

/** FCP and LCP of /login (ms since navigation start). */
async function paintOfLogin(
  browser: Browser,
  cpuRate: number,
): Promise<{ fcp: number; lcp: number }> {
  const page = await newPage(browser, cpuRate);
  await page.goto(`${PORTAL}/login`, { waitUntil: 'load' });
  await page.getByTestId('login-submit').waitFor();
  await page.waitForTimeout(500);
  const figures = await paints(page);
  await page.context().close();
  return figures;
}

/**
 * In the page: the time from the next `event` (capture phase; Enter only for keydown) to
 * `selector` on screen, looked for at once and then every frame. Plain JavaScript in a string:
 * tsx would wrap named functions in a helper that does not exist in the page.
 */
const TIMER_SCRIPT = `(({ event, selector }) => {
  const state = {};
  window.__bench = state;
  // Removed once it has fired: a listener left behind per switch would count as a leak below.
  document.addEventListener(event, function timer(e) {
    if (event === 'keydown' && e.key !== 'Enter') return;
    document.removeEventListener(event, timer, { capture: true });
    if (state.start === undefined) state.start = performance.now();
    const check = function () {
      if (document.querySelector(selector)) state.end = performance.now();
      else requestAnimationFrame(check);
    };
    queueMicrotask(check);
  }, { capture: true });
})`;

async function armTimer(page: Page, event: 'click' | 'keydown', selector: string): Promise<void> {
  await page.evaluate(`${TIMER_SCRIPT}(${JSON.stringify({ event, selector })})`);
}

async function readTimer(page: Page): Promise<number> {
  await page.waitForFunction('window.__bench && window.__bench.end !== undefined', undefined, {
    timeout: 60_000,
  });
  return page.evaluate<number>('window.__bench.end - window.__bench.start');
}

async function login(page: Page): Promise<number> {
  await page.goto(`${PORTAL}/login`);
  await page.getByRole('img', { name: '图形验证码' }).waitFor();
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-captcha').fill(CAPTCHA);
  await armTimer(page, 'click', '[data-testid=home-page]');
  await page.getByTestId('login-submit').click();
  return readTimer(page);
}

/** Menu search, Enter, until `selector` is on screen (ms). */
async function openByMenu(page: Page, name: string, selector: string): Promise<number> {
  const search = page.getByTestId('menu-search');
  await search.fill(name);
  await page.getByTestId('menu-search-option').first().filter({ hasText: name }).waitFor();
  // Enter opens the active hit: wait until the list has made its first hit the active one (an
  // arrow key pressed before that leaves none active, and Enter then opens nothing).
  await page
    .locator('[data-testid=menu-search][aria-activedescendant="menu-search-input_list_0"]')
    .waitFor();
  await armTimer(page, 'keydown', selector);
  await search.press('Enter');
  return readTimer(page);
}

async function switchTo(page: Page, target: (typeof SWITCH_PAGES)[number]): Promise<number> {
  const selector = `[data-testid=subapp-container] [data-testid=stub-page][data-app=${target.app}][data-path="${target.path}"]`;
  return openByMenu(page, target.name, selector);
}

/** One fixture as ds: its first mount, then warm after a switch to the tgypt stub. */
async function fixtureSwitches(
  browser: Browser,
  fixture: (typeof FIXTURES)[number],
): Promise<{ first: number; warm: number }> {
  const page = await newPage(browser);
  await serveFolderAs(page, 'ds', fixture.folder(), PORTAL);
  await login(page);
  const ds = SWITCH_PAGES[0];
  const first = await openByMenu(page, ds.name, FIXTURE_ON_SCREEN);
  await switchTo(page, SWITCH_PAGES[2]);
  const warm = await openByMenu(page, ds.name, FIXTURE_ON_SCREEN);
  await page.context().close();
  return { first, warm };
}

/**
 * DOM nodes and JavaScript event listeners alive after garbage collection: what a leaking
 * mount/unmount leaves behind, unlike the heap size, most of whose growth over the switches is
 * V8's compiled code (bytecode and optimised code of functions as they get hot) and the
 * browser's performance timeline (docs/performance.md).
 */
async function domCounters(page: Page): Promise<{ nodes: number; listeners: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const counters = await cdp.send('Memory.getDOMCounters');
  await cdp.detach();
  return { nodes: counters.nodes, listeners: counters.jsEventListeners };
}

async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

// ---- the run --------------------------------------------------------------------------------

async function main(): Promise<void> {
  // The ES-module fixtures are built for the ds entry's address (a few seconds).
  await buildFixtures();
  await startAll();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--enable-precise-memory-info',
    ],
  });
  const samples: Record<string, number[]> = {};
  const add = (key: string, value: number) => (samples[key] ??= []).push(value);
  let network: NetworkReport | undefined;
  let targets: NetworkTargets | undefined;
  try {
    targets = await startNetworkTargets(MOCK);
    network = await runNetworkBench(browser, targets, RUNS);
    for (let run = 0; run < RUNS; run += 1) {
      process.stdout.write(`run ${run + 1}/${RUNS}\r`);
      await resetMock();
      for (const rate of [1, 4]) {
        const { fcp, lcp } = await paintOfLogin(browser, rate);
        add(`loginFcp${rate}xMs`, fcp);
        add(`loginLcp${rate}xMs`, lcp);
      }

      const page = await newPage(browser);
      const counter = countBytes(page);
      await page.goto(`${PORTAL}/login`, { waitUntil: 'networkidle' });
      const loginBytes = await counter.bytes();
      add('loginJsGzip', loginBytes.jsGzip);
      add('loginJsRaw', loginBytes.jsRaw);
      add('loginCssGzip', loginBytes.cssGzip);
      add('loginCssRaw', loginBytes.cssRaw);

      add('loginToHomeMs', await login(page));
      await page.waitForLoadState('networkidle');
      const homeBytes = await counter.bytes();
      add('homeJsGzip', homeBytes.jsGzip);
      add('homeJsRaw', homeBytes.jsRaw);
      add('homeCssGzip', homeBytes.cssGzip);
      add('homeCssRaw', homeBytes.cssRaw);

      // First mounts of the three, then warm switches back to each.
      for (const target of SWITCH_PAGES) add('firstMountMs', await switchTo(page, target));
      for (const target of SWITCH_PAGES) add('warmSwitchMs', await switchTo(page, target));

      await page.context().close();

      for (const fixture of FIXTURES) {
        const { first, warm } = await fixtureSwitches(browser, fixture);
        add(`fixtureFirstMountMs.${fixture.name}`, first);
        add(`fixtureWarmSwitchMs.${fixture.name}`, warm);
      }

      if (run === 0) {
        // Heap in a fresh session: after the 5th switch, then after the 50th.
        const heapPage = await newPage(browser);
        await login(heapPage);
        for (let i = 0; i < 5; i += 1) await switchTo(heapPage, SWITCH_PAGES[i % 3]!);
        const after5 = await heapUsed(heapPage);
        const dom5 = await domCounters(heapPage);
        for (let i = 5; i < 50; i += 1) await switchTo(heapPage, SWITCH_PAGES[i % 3]!);
        const after50 = await heapUsed(heapPage);
        const dom50 = await domCounters(heapPage);
        add('domNodesGrowth', dom50.nodes - dom5.nodes);
        add('listenersGrowth', dom50.listeners - dom5.listeners);
        add('heapAfter5Bytes', after5);
        add('heapAfter50Bytes', after50);
        add('heapGrowthBytes', after50 - after5);
        // The same 45 switches twice more: what is left once the code has warmed up (from
        // the 95th to the 140th). Most of the 5th-to-50th growth is V8 compiling functions as
        // they get hot; a leak would grow by the same amount in every window.
        for (let i = 50; i < 95; i += 1) await switchTo(heapPage, SWITCH_PAGES[i % 3]!);
        const after95 = await heapUsed(heapPage);
        for (let i = 95; i < 140; i += 1) await switchTo(heapPage, SWITCH_PAGES[i % 3]!);
        const after140 = await heapUsed(heapPage);
        add('heapGrowth50to95Bytes', after95 - after50);
        add('heapGrowth95to140Bytes', after140 - after95);
        await heapPage.context().close();
      }
    }
  } finally {
    await browser.close();
    targets?.deployment.stop();
    stopServers();
  }

  const results = Object.fromEntries(
    Object.entries(samples).map(([key, values]) => [key, Math.round(median(values) * 10) / 10]),
  );
  const report = {
    date: new Date().toISOString(),
    runs: RUNS,
    medians: results,
    samples,
    targets: TARGETS,
    network,
  };
  writeFileSync('bench/results.json', `${JSON.stringify(report, null, 2)}\n`);

  const kb = (bytes: number | undefined) => `${((bytes ?? 0) / 1024).toFixed(1)} KB`;
  const ms = (value: number | undefined) => `${(value ?? 0).toFixed(1)} ms`;
  const rows: [string, string, string][] = [
    [
      '/login JS (gzip / raw)',
      `${kb(results.loginJsGzip)} / ${kb(results.loginJsRaw)}`,
      '160 KB gzip',
    ],
    ['/login CSS (gzip / raw)', `${kb(results.loginCssGzip)} / ${kb(results.loginCssRaw)}`, ''],
    [
      '/ after login JS (gzip / raw)',
      `${kb(results.homeJsGzip)} / ${kb(results.homeJsRaw)}`,
      '400 KB gzip',
    ],
    [
      '/ after login CSS (gzip / raw)',
      `${kb(results.homeCssGzip)} / ${kb(results.homeCssRaw)}`,
      '',
    ],
    ['/login FCP 1x / 4x', `${ms(results.loginFcp1xMs)} / ${ms(results.loginFcp4xMs)}`, ''],
    [
      '/login LCP 1x / 4x',
      `${ms(results.loginLcp1xMs)} / ${ms(results.loginLcp4xMs)}`,
      `4x < ${TARGETS.loginLcp4xMs} ms`,
    ],
    ['login to home', ms(results.loginToHomeMs), `< ${TARGETS.loginToHomeMs} ms`],
    ['menu to stub, first mount', ms(results.firstMountMs), `< ${TARGETS.firstMountMs} ms`],
    ['menu to stub, warm', ms(results.warmSwitchMs), `< ${TARGETS.warmSwitchMs} ms`],
    ...FIXTURES.map(({ name }): [string, string, string] => [
      `menu to ${name} (as ds), first / warm`,
      `${ms(results[`fixtureFirstMountMs.${name}`])} / ${ms(results[`fixtureWarmSwitchMs.${name}`])}`,
      `< ${TARGETS.firstMountMs} / < ${TARGETS.warmSwitchMs} ms`,
    ]),
    ['heap growth, 5th to 50th switch', kb(results.heapGrowthBytes), '< 1024.0 KB'],
    [
      'heap growth, 50th-95th / 95th-140th',
      `${kb(results.heapGrowth50to95Bytes)} / ${kb(results.heapGrowth95to140Bytes)}`,
      'warm: a leak grows alike',
    ],
    [
      'DOM nodes / listeners, 5th to 50th',
      `${results.domNodesGrowth ?? 0} / ${results.listenersGrowth ?? 0}`,
      'about 0 (no leak)',
    ],
  ];
  const width = Math.max(...rows.map((row) => row[0].length));
  const valueWidth = Math.max(...rows.map((row) => row[1].length));
  console.log(`\nmedians of ${RUNS} runs (bench/results.json)`);
  for (const [label, value, target] of rows) {
    console.log(`${label.padEnd(width)}  ${value.padEnd(valueWidth)}  ${target}`);
  }
  if (network) {
    console.log(
      `\nnginx as deployed (gzip), beside a bare React login form, medians of ${RUNS} runs`,
    );
    printRows(network.rows);
  }
}

main().catch((error: unknown) => {
  stopServers();
  console.error(error);
  process.exit(1);
});
