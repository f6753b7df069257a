/**
 * The network part of `npm run bench`: the production build behind deploy/nginx.conf.template
 * as it ships (gzip on, the prerendered /login; test/e2e/support/nginx.ts), measured beside a
 * baseline, a bare React 19 login form (bench/baseline) that the same nginx serves under
 * /baseline/, in the same run and the same Chromium, on localhost and over a simulated network
 * (Chromium's emulation, 40 ms round trip). For each page load: paint (FCP, LCP), interactive
 * (React's handlers on the login button), requests until the network is quiet (idle prefetch
 * included) and the bytes received; for the portal also the login click to the home page's
 * side menu with React's handlers on it, and what that navigation requests.
 * Alone: tsx bench/network-bench.ts (its own mock API on BENCH_MOCK_PORT, default 7190, so it
 * needs none of the e2e ports); BENCH_RUNS runs (default 5). Needs the stubs' build
 * (npm run build:stubs), which nginx serves beside the portal.
 */
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { startNginxDeployment, type NginxDeployment } from '../test/e2e/support/nginx';
import { chromiumPath, median } from './bench-bytes';
import { startMock, stopServers } from './bench-servers';
import {
  CONDITIONS,
  INTERACTIVE_PROBE,
  emulate,
  interactiveAt,
  paints,
  watchTraffic,
  type Conditions,
} from './network-probe';

const BASELINE_DIR = fileURLToPath(new URL('./baseline/', import.meta.url));
const LOGIN_BUTTON = '[data-testid=login-submit]';
const SIDE_MENU = '[data-testid=side-menu]';

export interface NetworkTargets {
  /** The mock API behind nginx's /api/ */
  mock: string;
  portal: string;
  /** The prerendered /login behind nginx */
  login: string;
  baseline: string;
  deployment: NginxDeployment;
}

/** Builds the baseline and the portal behind nginx; the baseline is served under /baseline/. */
export async function startNetworkTargets(mock: string): Promise<NetworkTargets> {
  await build({ configFile: join(BASELINE_DIR, 'vite.config.ts'), logLevel: 'warn' });
  const deployment = await startNginxDeployment({ apiBackend: mock });
  cpSync(join(BASELINE_DIR, 'dist'), join(deployment.dir, 'dist', 'baseline'), {
    recursive: true,
  });
  return {
    mock,
    portal: deployment.portal,
    login: `${deployment.portal}/login`,
    baseline: `${deployment.portal}/baseline/index.html`,
    deployment,
  };
}

export interface LoadSample {
  fcp: number;
  lcp: number;
  interactive: number;
  requests: number;
  wireKB: number;
  jsWireKB: number;
  paths: string[];
}

async function newContext(browser: Browser) {
  const context = await browser.newContext({
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(INTERACTIVE_PROBE);
  return context;
}

const kb = (bytes: number) => bytes / 1024;

/** One cold load of `url` (a new context: empty cache, no cookies). */
async function loadOnce(browser: Browser, url: string, c: Conditions): Promise<LoadSample> {
  const context = await newContext(browser);
  await context.addInitScript(`window.__probeSelector = ${JSON.stringify(LOGIN_BUTTON)};`);
  const page = await context.newPage();
  await emulate(context, page, c);
  const traffic = watchTraffic(page);
  await page.goto(url, { waitUntil: 'load' });
  const interactive = await interactiveAt(page);
  // A person then focuses the first field: what the page loads on that (the portal's later
  // login steps) is counted with the load.
  await page.locator('input').first().focus();
  const seen = await traffic.settled();
  const { fcp, lcp } = await paints(page);
  await context.close();
  return {
    fcp,
    lcp,
    interactive,
    requests: seen.requests,
    wireKB: kb(seen.wireBytes),
    jsWireKB: kb(seen.jsWireBytes),
    paths: seen.paths,
  };
}

export interface HomeSample {
  /** From the click on 登录 to the side menu with React's handlers */
  interactive: number;
  requests: number;
  wireKB: number;
  jsWireKB: number;
  paths: string[];
}

/** /login, then the click on 登录 to the home page: its time and what it requests. */
async function loginToHome(
  browser: Browser,
  targets: NetworkTargets,
  c: Conditions,
): Promise<HomeSample> {
  await fetch(`${targets.mock}/__mock__/reset`, { method: 'POST' });
  const context = await newContext(browser);
  const page = await context.newPage();
  await emulate(context, page, c);
  const traffic = watchTraffic(page);
  await page.goto(targets.login, { waitUntil: 'load' });
  await page.getByRole('img', { name: '图形验证码' }).waitFor();
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill('Portal@2026');
  await page.getByTestId('login-captcha').fill('1234');
  await traffic.settled();
  traffic.reset();
  await page.evaluate(`(() => {
    document.addEventListener('click', () => {
      window.__clickAt = performance.now();
      window.__probeSelector = ${JSON.stringify(SIDE_MENU)};
    }, { capture: true, once: true });
  })()`);
  await page.getByTestId('login-submit').click();
  const at = await interactiveAt(page);
  const clicked = await page.evaluate<number>('window.__clickAt');
  const seen = await traffic.settled();
  await context.close();
  return {
    interactive: at - clicked,
    requests: seen.requests,
    wireKB: kb(seen.wireBytes),
    jsWireKB: kb(seen.jsWireBytes),
    paths: seen.paths,
  };
}

export interface NetworkReport {
  medians: Record<string, number>;
  samples: Record<string, number[]>;
  rows: [string, string, string, string][];
  /** What /login and then the home page requested in the last run (localhost) */
  loginPaths: string[];
  homePaths: string[];
}

const LOAD_FIGURES = ['fcp', 'lcp', 'interactive', 'requests', 'wireKB', 'jsWireKB'] as const;

export async function runNetworkBench(
  browser: Browser,
  targets: NetworkTargets,
  runs: number,
): Promise<NetworkReport> {
  const samples: Record<string, number[]> = {};
  const add = (key: string, value: number) => (samples[key] ??= []).push(value);
  let homePaths: string[] = [];
  let loginPaths: string[] = [];
  for (let run = 0; run < runs; run += 1) {
    process.stdout.write(`network run ${run + 1}/${runs}\r`);
    for (const c of CONDITIONS) {
      // Alternated, so that a busy moment of the machine falls on both alike.
      for (const [name, url] of [
        ['baseline', targets.baseline],
        ['portal', targets.login],
      ] as const) {
        const sample = await loadOnce(browser, url, c);
        for (const figure of LOAD_FIGURES) add(`${name}.${c.label}.${figure}`, sample[figure]);
        if (name === 'portal' && c.latencyMs === 0) loginPaths = sample.paths;
      }
      if (c.cpuRate === 1) {
        const home = await loginToHome(browser, targets, c);
        add(`home.${c.label}.interactive`, home.interactive);
        add(`home.${c.label}.requests`, home.requests);
        add(`home.${c.label}.wireKB`, home.wireKB);
        add(`home.${c.label}.jsWireKB`, home.jsWireKB);
        if (c.latencyMs === 0) homePaths = home.paths;
      }
    }
  }
  const medians = Object.fromEntries(
    Object.entries(samples).map(([key, values]) => [key, Math.round(median(values) * 10) / 10]),
  );
  return { medians, samples, rows: tableRows(medians), loginPaths, homePaths };
}

function tableRows(m: Record<string, number>): [string, string, string, string][] {
  const rows: [string, string, string, string][] = [
    ['measure', '/login (ours)', 'bare React form', 'ratio'],
  ];
  const fmt = (value: number | undefined, unit: string) =>
    value === undefined || Number.isNaN(value) ? '-' : `${value.toFixed(unit ? 0 : 1)}${unit}`;
  const row = (label: string, key: string, unit: string) => {
    const ours = m[`portal.${key}`];
    const base = m[`baseline.${key}`];
    const ratio = ours !== undefined && base ? `${(ours / base).toFixed(2)}x` : '-';
    rows.push([label, fmt(ours, unit), fmt(base, unit), ratio]);
  };
  const first = CONDITIONS[0]!.label;
  row('requests during the load (idle prefetch incl.)', `${first}.requests`, '');
  row('KB on the wire (all)', `${first}.wireKB`, ' KB');
  row('JS KB on the wire', `${first}.jsWireKB`, ' KB');
  for (const c of CONDITIONS) {
    row(`paint (FCP), ${c.label}`, `${c.label}.fcp`, ' ms');
    row(`paint (LCP), ${c.label}`, `${c.label}.lcp`, ' ms');
    row(`interactive, ${c.label}`, `${c.label}.interactive`, ' ms');
  }
  for (const c of CONDITIONS.filter((x) => x.cpuRate === 1)) {
    rows.push([
      `login click to home interactive, ${c.label}`,
      fmt(m[`home.${c.label}.interactive`], ' ms'),
      '',
      '',
    ]);
    rows.push([
      `home after login: requests / KB (JS KB), ${c.label}`,
      `${fmt(m[`home.${c.label}.requests`], '')} / ${fmt(m[`home.${c.label}.wireKB`], ' KB')} (${fmt(m[`home.${c.label}.jsWireKB`], ' KB')})`,
      '',
      '',
    ]);
  }
  return rows;
}

export function printRows(rows: readonly (readonly string[])[]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
}

async function main(): Promise<void> {
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const mock = await startMock(Number(process.env.BENCH_MOCK_PORT ?? 7190));
  let targets: NetworkTargets | undefined;
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    targets = await startNetworkTargets(mock);
    const report = await runNetworkBench(browser, targets, runs);
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      'bench/results-network.json',
      `${JSON.stringify({ date: new Date().toISOString(), runs, ...report }, null, 2)}\n`,
    );
    console.log(`\nmedians of ${runs} runs, nginx (gzip) (bench/results-network.json)`);
    printRows(report.rows);
  } finally {
    await browser.close();
    targets?.deployment.stop();
    stopServers();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    stopServers();
    console.error(error);
    process.exit(1);
  });
}
