/**
 * The servers `npm run bench` measures against: the mock API (7100), `vite preview` of the
 * production build (4173) and the stub servers (7101-7103), started as process groups and
 * stopped together. Every port must be free when the bench starts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

export const PORTAL = 'http://localhost:4173';
export const MOCK = 'http://localhost:7100';
const STUBS = [
  'http://localhost:7101/ds/',
  'http://localhost:7102/iservice/',
  'http://localhost:7103/tgypt/',
];

const children: ChildProcess[] = [];

function startServer(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): void {
  const child = spawn(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: { ...process.env, MOCK_LOG: '0', ...env },
  });
  child.on('exit', (code) => {
    if (code && code !== 0) console.error(`[bench] ${name} exited with ${code}`);
  });
  children.push(child);
}

export function stopServers(): void {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    return response.status < 500;
  } catch {
    return false;
  }
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await answers(url))) {
    if (Date.now() > end) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The mock API alone on `port` (the network bench's nginx proxies /api/ to it), which must be
 * free; its address.
 */
export async function startMock(port: number): Promise<string> {
  const mock = `http://localhost:${port}`;
  const health = `${mock}/__mock__/health`;
  if (await answers(health))
    throw new Error(`${mock} is already taken: stop what runs there first.`);
  startServer('mock', 'npx', ['tsx', 'src/mocks/http-server.ts'], { MOCK_API_PORT: String(port) });
  await waitFor(health);
  return mock;
}

export async function startAll(): Promise<void> {
  if (!existsSync('dist/index.html') || !existsSync('apps-stub/ds/dist/index.html')) {
    throw new Error('No production build: run `npm run build` first.');
  }
  for (const url of [PORTAL, `${MOCK}/__mock__/health`, ...STUBS]) {
    if (await answers(url)) throw new Error(`${url} is already taken: stop what runs there first.`);
  }
  startServer('mock', 'npx', ['tsx', 'src/mocks/http-server.ts']);
  startServer('preview', 'npx', ['vite', 'preview', '--strictPort', '--logLevel', 'warn']);
  startServer('stubs', 'npx', ['tsx', 'apps-stub/kit/stub-cli.ts', 'serve']);
  await Promise.all([PORTAL, `${MOCK}/__mock__/health`, ...STUBS].map((url) => waitFor(url)));
}
