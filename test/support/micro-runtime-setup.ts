/**
 * The host runtime (src/features/micro/micro-runtime.ts) against a fake qiankun, for its unit
 * tests: three registered apps, a container in the document, every other dependency a spy.
 */
import { EMPTY_GLOBAL_STATE, type GlobalState } from '@contract';
import { microAppsOf } from '@/config/micro-apps';
import { SLOT_ATTRIBUTE } from '@/features/micro/app-loader';
import { createMicroRuntime } from '@/features/micro/micro-runtime';
import type { MicroRuntimeDeps } from '@/features/micro/runtime-deps';
import { fakeQiankun } from './fake-qiankun';

export const APPS = microAppsOf({
  ds: 'http://localhost:7101/ds/',
  iservice: 'http://localhost:7102/iservice/',
  tgypt: 'http://localhost:7103/tgypt/',
});

/** The limit for a lifecycle phase, in ms (30 s). */
export const LIFECYCLE_LIMIT = 30_000;

export const signedIn = (instName: string): GlobalState => ({
  ...EMPTY_GLOBAL_STATE,
  token: 't',
  instId: '1',
  instName,
});

export function setup(overrides: Partial<MicroRuntimeDeps> = {}) {
  const qiankun = fakeQiankun();
  const container = document.createElement('div');
  document.body.appendChild(container);
  const deps: MicroRuntimeDeps = {
    loadQiankun: vi.fn(async () => qiankun.api),
    apps: APPS,
    report: vi.fn(),
    appOfUncaught: vi.fn(() => null),
    container: () => container,
    forgetInstanceName: vi.fn(),
    watchPath: vi.fn(),
    styleGuard: { fetch: (fetch) => fetch, watch: () => () => {} },
    knownGoodEntries: () => [],
    rememberGoodEntry: vi.fn(),
    now: () => 1234,
    reloadPage: vi.fn(),
    fetchTimeout: 120_000,
    lifecycleTimeout: LIFECYCLE_LIMIT,
    ...overrides,
  };
  const runtime = createMicroRuntime(deps);
  return { runtime, deps, qiankun, container };
}

/** Started, gate open, at `path`, settled. */
export async function openAt(path: string, overrides: Partial<MicroRuntimeDeps> = {}) {
  const context = setup(overrides);
  const { runtime } = context;
  runtime.setPath(path);
  runtime.setGate(true);
  await runtime.start();
  await runtime.settled();
  return context;
}

export const slotsOf = (container: HTMLElement) =>
  [...container.querySelectorAll(`[${SLOT_ATTRIBUTE}]`)].map((slot) =>
    slot.getAttribute(SLOT_ATTRIBUTE),
  );
