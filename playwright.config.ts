/**
 * Playwright: starts the mock API (7100), the portal dev server (5173) and the three stub
 * sub-applications (7101-7103, watch build + static server) by itself, reusing them when
 * `npm start` already runs them (outside CI). Chromium comes from CHROMIUM_PATH,
 * else Debian's /usr/bin/chromium, else Playwright's own build; it runs with --no-sandbox.
 */
import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';
import { SUB_APP_NAMES } from './src/contract/micro-app-bases';
import { SCOPE_HEADER } from './src/mocks/admin/scope-context';
import { e2eScope } from './test/e2e/support/scope';
import { DEMO_URL, MOCK_URL, PORTAL_URL, STUB_URLS } from './test/e2e/support/urls';

function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  try {
    const bundled = chromium.executablePath();
    if (existsSync(bundled)) return bundled;
  } catch {
    // Playwright's own browser is not installed.
  }
  throw new Error(
    "No Chromium found for the end-to-end tests. Install Debian's: `apt-get install -y chromium` " +
      '(or set CHROMIUM_PATH to a Chromium or Chrome binary).',
  );
}

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './test/e2e',
  fullyParallel: false,
  // Each worker works on its own copy of the mock's data (a data scope, QA contract): its
  // reset wipes nothing of the other's. Two by default: on a 2-core machine they share the
  // cores with the dev server and the stubs' watch builds and still finish sooner than one
  // (docs/performance.md); E2E_WORKERS=1 runs the suite in one browser.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries, in CI too: a test that passes only on its second try fails the run.
  retries: 0,
  forbidOnly: CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: PORTAL_URL,
    // Every request of the worker's pages and API calls names its data scope: through the
    // dev server's and the stubs' /api/ proxies to the mock, and to the mock's admin API.
    extraHTTPHeaders: { [SCOPE_HEADER]: e2eScope() },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'npm run mock',
      url: `${MOCK_URL}/__mock__/health`,
      reuseExistingServer: !CI,
      timeout: 60_000,
      env: { MOCK_LOG: '0' },
    },
    {
      command: 'npm run dev -- --logLevel warn',
      url: PORTAL_URL,
      reuseExistingServer: !CI,
      timeout: 120_000,
    },
    {
      // The static demo build whose /api/ is answered by MSW's service worker (VITE_MOCK=worker).
      command: 'npm run build:demo -- --logLevel warn && npm run preview:demo -- --strictPort',
      url: DEMO_URL,
      reuseExistingServer: !CI,
      timeout: 180_000,
    },
    // The stubs answer 503 until their first build is written, so the URL waits for it.
    ...SUB_APP_NAMES.map((app) => ({
      command: `npm run stub:${app}`,
      url: STUB_URLS[app],
      reuseExistingServer: !CI,
      timeout: 180_000,
    })),
  ],
});
