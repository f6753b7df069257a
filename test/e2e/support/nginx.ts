/**
 * Runs the nginx configuration of deploy/ for an end-to-end test: a production build of the
 * portal whose sub-application entries point at nginx's own stub servers, rendered with
 * deploy/render-conf.sh on free ports, started with Debian's nginx in the foreground.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { MOCK_URL } from './urls';

const NGINX_CANDIDATES = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'];

export function findNginx(): string {
  const found = NGINX_CANDIDATES.find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      'No nginx for the deployment test: `apt-get install -y nginx` (or NGINX_PATH).',
    );
  }
  return found;
}

/**
 * A port held open until `release()`: the build bakes the stub ports into the portal, and
 * another process must not take one of them while it runs (seen once in CI: a stub port that
 * answered without nginx's CORS headers). Released just before nginx binds them.
 */
export interface ReservedPort {
  port: number;
  release(): Promise<void>;
}

export function reservePort(): Promise<ReservedPort> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ port, release: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { env, encoding: 'utf8', stdio: 'pipe' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface NginxDeployment {
  portal: string;
  stubs: { ds: string; iservice: string; tgypt: string };
  /** The folder of the test run: somewhere to build what nginx serves. */
  dir: string;
  /**
   * Serves `folder` (a built sub-application: index.html and its files) at the ds entry from
   * the next request on, in place of the ds stub; `null` gives the stub back.
   */
  serveAsDs(folder: string | null): void;
  stop(): void;
}

const STUBS_DIR = join(process.cwd(), 'apps-stub');

/**
 * The stub root nginx serves (`${STUB_ROOT}/<app>/dist/`): copies of the stubs' builds in the
 * run's own folder, never links into the checkout, whose parent folders nginx's workers (nobody,
 * under a root master) may not enter (a home folder or a `mktemp -d` of mode 700). ds is replaced
 * by a rename, so a swap needs no reload (nginx opens the alias path at each request).
 */
function stubRoot(dir: string): { root: string; serveAsDs(folder: string | null): void } {
  const root = join(dir, 'stubs');
  mkdirSync(root);
  for (const app of ['iservice', 'tgypt']) {
    cpSync(join(STUBS_DIR, app, 'dist'), join(root, app, 'dist'), { recursive: true });
  }
  let swaps = 0;
  const serveAsDs = (folder: string | null) => {
    const holder = join(dir, `ds-${(swaps += 1)}`);
    cpSync(folder ?? join(STUBS_DIR, 'ds', 'dist'), join(holder, 'dist'), {
      recursive: true,
      dereference: true,
    });
    const next = join(root, `.ds-${swaps}`);
    symlinkSync(holder, next);
    renameSync(next, join(root, 'ds'));
  };
  serveAsDs(null);
  return { root, serveAsDs };
}

export interface DeploymentOptions {
  /** Where /api/ goes: the mock of the e2e ports by default (the bench runs its own). */
  apiBackend?: string;
}

export async function startNginxDeployment(
  options: DeploymentOptions = {},
): Promise<NginxDeployment> {
  const nginx = findNginx();
  const dir = mkdtempSync(join(tmpdir(), 'fmp-nginx-'));
  // nginx's workers run as another user (nobody) when the master is root: they must read it.
  chmodSync(dir, 0o755);
  const reserved = [
    await reservePort(),
    await reservePort(),
    await reservePort(),
    await reservePort(),
  ];
  const [portal, ds, iservice, tgypt] = reserved.map((r) => r.port) as [
    number,
    number,
    number,
    number,
  ];
  const stubs = {
    ds: `http://localhost:${ds}/ds/`,
    iservice: `http://localhost:${iservice}/iservice/`,
    tgypt: `http://localhost:${tgypt}/tgypt/`,
  };
  const distDir = join(dir, 'dist');
  const runDir = join(dir, 'run');
  const stubLinks = stubRoot(dir);
  try {
    // The production build as `npm run build` makes it (with the prerendered login page), its
    // entries on nginx's stub servers (VITE_*_ENTRY, .env.example).
    const buildEnv = {
      ...process.env,
      VITE_DS_ENTRY: stubs.ds,
      VITE_ISERVICE_ENTRY: stubs.iservice,
      VITE_TGYPT_ENTRY: stubs.tgypt,
    };
    run(
      'npx',
      ['vite', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
      buildEnv,
    );
    run('npx', ['tsx', 'scripts/prerender-login.ts', distDir], buildEnv);
    run('bash', ['deploy/render-conf.sh'], {
      ...process.env,
      RUN_DIR: runDir,
      PORTAL_PORT: String(portal),
      PORTAL_ROOT: distDir,
      STUB_ROOT: stubLinks.root,
      API_BACKEND: (options.apiBackend ?? MOCK_URL).replace('localhost', '127.0.0.1'),
      DS_PORT: String(ds),
      ISERVICE_PORT: String(iservice),
      TGYPT_PORT: String(tgypt),
    });
  } finally {
    // Free for nginx (or for others when a step failed).
    await Promise.all(reserved.map((r) => r.release()));
  }
  const child: ChildProcess = spawn(
    nginx,
    ['-p', runDir, '-c', join(runDir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: 'inherit' },
  );
  const portalUrl = `http://localhost:${portal}`;
  await waitFor(`${portalUrl}/`, 15_000);
  return {
    portal: portalUrl,
    stubs,
    dir,
    serveAsDs: stubLinks.serveAsDs,
    stop() {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * `test` with the deployment as a worker fixture: built and started once for every spec of the
 * worker that asks for it (deploy-nginx, deploy-subapps), stopped when the worker ends.
 */
export const test = base.extend<object, { deployment: NginxDeployment }>({
  deployment: [
    // Playwright reads a fixture's dependencies from this pattern: it has none.
    async ({}, provide) => {
      const deployment = await startNginxDeployment();
      try {
        await provide(deployment);
      } finally {
        deployment.stop();
      }
    },
    { scope: 'worker', timeout: 400_000 },
  ],
});
