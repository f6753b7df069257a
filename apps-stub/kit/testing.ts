/**
 * Test support (used by the stubs' tests only; React's act wraps every step): mounts a stub's lifecycles the way qiankun
 * does, into a wrapper element holding the entry HTML's root, with a fake global-state channel
 * that deep-clones like qiankun's, and signs a demo user in against the mock API.
 */
import { act } from 'react';
import { EMPTY_GLOBAL_STATE, MICRO_APPS, type GlobalState, type SubAppMessage } from '@contract';
import { createApi } from './api';
import type { StubLifecycles } from './define-stub-app';
import { fetchCaptcha, loadSessionState, passwordLogin } from './standalone-session';

export const DEMO_PASSWORD = 'Portal@2026';
export const CAPTCHA = '1234';

type Callback = (state: Record<string, unknown>, prev: Record<string, unknown>) => void;

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
/** What qiankun hands a listener: a deep clone, typed as its plain record. */
const delivered = (state: GlobalState) => clone(state) as unknown as Record<string, unknown>;

export interface MountedStub {
  /** qiankun's wrapper element, attached to document.body */
  container: HTMLElement;
  /** Every message the stub sent, in order */
  sent: SubAppMessage[];
  /** Changes the global state as the shell's setGlobalState does (top-level merge) */
  setGlobalState(patch: Partial<GlobalState>): void;
  /** How many global-state listeners the stub registered */
  listenerCount(): number;
  unmount(): Promise<void>;
}

/** Opens `path` (a portal path, e.g. /iservice/cpgl/cpfx) and mounts the stub there. */
export async function mountStub(
  lifecycles: StubLifecycles,
  app: keyof typeof MICRO_APPS,
  path: string,
  initial: GlobalState = EMPTY_GLOBAL_STATE,
): Promise<MountedStub> {
  window.history.pushState(null, '', path);
  const container = document.createElement('div');
  container.id = `__qiankun_microapp_wrapper_for_${app}__`;
  container.innerHTML = `<div id="${app}-root"></div>`;
  document.body.appendChild(container);
  let state = clone(initial);
  let callback: Callback | null = null;
  let listeners = 0;
  const sent: SubAppMessage[] = [];
  await lifecycles.bootstrap();
  const props = {
    container,
    basePath: MICRO_APPS[app].base,
    name: app,
    send: (message: SubAppMessage) => sent.push(message),
    onGlobalStateChange(cb: Callback, fireImmediately?: boolean) {
      callback = cb;
      listeners += 1;
      if (fireImmediately) cb(delivered(state), delivered(state));
    },
    setGlobalState: () => false,
  };
  await act(() => lifecycles.mount(props));
  return {
    container,
    sent,
    setGlobalState(patch) {
      const prev = state;
      state = clone({ ...state, ...patch });
      act(() => callback?.(delivered(state), delivered(prev)));
    },
    listenerCount: () => listeners,
    async unmount() {
      await act(() => lifecycles.unmount(props));
      container.remove();
    },
  };
}

/** Signs a demo user in through the mock API and returns the global state the shell would send. */
export async function signedInState(userName: string): Promise<GlobalState> {
  const session: { token?: string } = {};
  const api = createApi({ getToken: () => session.token });
  const captcha = await fetchCaptcha(api);
  if (!captcha) throw new Error('no captcha');
  const outcome = await passwordLogin(api, {
    userName,
    password: DEMO_PASSWORD,
    captchaId: captcha.captchaId,
    captcha: CAPTCHA,
  });
  if (outcome.kind !== 'signedIn') throw new Error(`${userName} did not sign in: ${outcome.kind}`);
  session.token = outcome.token;
  const state = await loadSessionState(api, outcome.token);
  if (!state) throw new Error(`${userName}: no session state`);
  return state;
}
