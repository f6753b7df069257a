/**
 * The mock's admin API (QA contract, "Mock admin API") from the page: /__mock__/ on the portal's
 * own origin, which the dev and preview servers proxy to the mock server (vite.config.ts) and the
 * demo's service worker answers itself. Plain fetch, not the portal's HTTP client: these calls
 * are outside the API base and have no envelope. Every failure is an AdminError whose message is
 * Chinese and says what went wrong.
 */
import type {
  Fault,
  FaultInput,
  JournalEntry,
  MockClock,
  MockClockCommand,
  Scenario,
} from './admin-types';

export const ADMIN_BASE = '/__mock__/';
/** The admin API answers at once; longer than this, it is not there. */
export const ADMIN_TIMEOUT_MS = 10_000;
export const UNAVAILABLE = '模拟服务不可用';

export class AdminError extends Error {}

async function bodyOf(response: Response): Promise<unknown> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return undefined;
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

async function send(path: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(new URL(`${ADMIN_BASE}${path}`, window.location.origin), {
      ...init,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(ADMIN_TIMEOUT_MS),
    });
  } catch (error) {
    const late = error instanceof DOMException && error.name === 'TimeoutError';
    throw new AdminError(
      late ? `${UNAVAILABLE}：${ADMIN_TIMEOUT_MS / 1000} 秒内没有应答` : `${UNAVAILABLE}：连接失败`,
    );
  }
  if (response.status === 204) return null;
  const body = await bodyOf(response);
  // Not JSON: the dev server's own page or a proxy's error, not the mock.
  if (body === undefined) throw new AdminError(`${UNAVAILABLE}（HTTP ${response.status}）`);
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new AdminError(
      typeof message === 'string' && message !== ''
        ? message
        : `模拟服务出错（HTTP ${response.status}）`,
    );
  }
  return body;
}

function listOf<T>(value: unknown): T[] {
  if (!Array.isArray(value)) throw new AdminError(`${UNAVAILABLE}：应答格式不对`);
  return value as T[];
}

function clockOf(value: unknown): MockClock {
  const clock = value as Partial<MockClock> | null;
  if (typeof clock?.now !== 'string' || !Number.isFinite(Date.parse(clock.now))) {
    throw new AdminError(`${UNAVAILABLE}：应答格式不对`);
  }
  return clock as MockClock;
}

const post = (body?: unknown): RequestInit => ({
  method: 'POST',
  headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  body: body === undefined ? undefined : JSON.stringify(body),
});
const DELETE: RequestInit = { method: 'DELETE' };

export const adminApi = {
  faults: async () => listOf<Fault>(((await send('faults')) as { faults?: unknown }).faults),
  addFault: async (input: FaultInput) => (await send('faults', post(input))) as { id: string },
  removeFault: (id: string) => send(`faults/${encodeURIComponent(id)}`, DELETE),
  clearFaults: () => send('faults', DELETE),
  scenarios: async () => listOf<Scenario>(await send('scenarios')),
  enableScenario: async (name: string) =>
    (await send(`scenarios/${encodeURIComponent(name)}`, post())) as { ids: string[] },
  requests: async (pathGlob: string) => {
    const query = pathGlob.trim() ? `?path=${encodeURIComponent(pathGlob.trim())}` : '';
    return listOf<JournalEntry>(
      ((await send(`requests${query}`)) as { requests?: unknown }).requests,
    );
  },
  clearRequests: () => send('requests', DELETE),
  /** A reset as of `today` (yyyy-MM-dd), its clock on that day; as of the real today without. */
  reset: (today?: string) => send('reset', post(today === undefined ? undefined : { today })),
  clock: async () => clockOf(await send('clock')),
  setClock: async (command: MockClockCommand) => clockOf(await send('clock', post(command))),
  realClock: async () => clockOf(await send('clock', DELETE)),
};
