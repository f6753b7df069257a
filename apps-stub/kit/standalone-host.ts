/**
 * The host of a stub running on its own port: it signs in against the mock API (token in the
 * ACCESS-TOKEN cookie), fills the global state itself and answers the messages a shell would:
 *   navigate      inside its own base: its router; elsewhere: logged (there is no portal here)
 *   refreshTips   reloads the tips flags into the state
 *   setTitle      document.title
 *   setBreadcrumbName  logged
 *   stepMode      shows the frame's Back button in step mode, which then puts a back event in
 *                 the state, as the shell's Back does
 */
import {
  EMPTY_GLOBAL_STATE,
  MICRO_APPS,
  subAppOfPath,
  type GlobalState,
  type SubAppMessage,
  type SubAppName,
} from '@contract';
import { createApi, type StubApi } from './api';
import { guardedSend, type StubHost } from './host';
import {
  chooseInst,
  fetchCaptcha,
  loadSessionState,
  loadTips,
  logout,
  passwordLogin,
  type Captcha,
  type LoginForm,
  type LoginOutcome,
} from './standalone-session';
import { createStore, type StateStore } from './state-store';
import { readTokenCookie, removeTokenCookie, writeTokenCookie } from './token-cookie';

export type SessionStatus = 'checking' | 'signedOut' | 'ready';

export interface StandaloneHost extends StubHost {
  mode: 'standalone';
  session: StateStore<SessionStatus>;
  stepMode: StateStore<boolean>;
  /** Restores the session of the cookie's token, if any */
  restore(): Promise<void>;
  captcha(): Promise<Captcha | null>;
  login(form: LoginForm): Promise<LoginOutcome>;
  chooseInst(ticket: string, instId: string): Promise<LoginOutcome>;
  logout(): Promise<void>;
  /** The frame's Back button: a back event in step mode, else history back */
  back(): void;
}

export interface StandaloneHostOptions {
  app: SubAppName;
  /** Navigates the stub's own router to a path inside the app */
  navigateInside: (pathInApp: string, replace: boolean) => void;
  api?: StubApi;
}

export function createStandaloneHost(options: StandaloneHostOptions): StandaloneHost {
  const { app, navigateInside } = options;
  const base = MICRO_APPS[app].base;
  const state = createStore<GlobalState>(EMPTY_GLOBAL_STATE);
  const session = createStore<SessionStatus>('checking');
  const stepMode = createStore(false);
  const api = options.api ?? createApi({ getToken: readTokenCookie });
  let restoring: Promise<void> | null = null;

  async function enter(outcome: LoginOutcome): Promise<LoginOutcome> {
    if (outcome.kind !== 'signedIn') return outcome;
    writeTokenCookie(outcome.token);
    const loaded = await loadSessionState(api, outcome.token);
    if (!loaded) return { kind: 'refused', message: '加载用户信息失败' };
    state.set(loaded);
    session.set('ready');
    return outcome;
  }

  function handle(message: SubAppMessage): void {
    switch (message.type) {
      case 'navigate':
        if (subAppOfPath(message.path) === app) {
          navigateInside(message.path.slice(base.length) || '/', message.replace ?? false);
        } else {
          console.info(`[${app}] standalone: ${message.path} is a portal page, not opened here`);
        }
        return;
      case 'refreshTips':
        void loadTips(api).then((tips) => state.update((s) => ({ ...s, tips })));
        return;
      case 'setTitle':
        document.title = `${message.title} - ${MICRO_APPS[app].title}`;
        return;
      case 'setBreadcrumbName':
        console.info(`[${app}] standalone: breadcrumb name ${message.name}`);
        return;
      case 'stepMode':
        stepMode.set(message.on);
        return;
    }
  }

  return {
    app,
    mode: 'standalone',
    state,
    api,
    session,
    stepMode,
    send: guardedSend(app, handle),
    restore() {
      restoring ??= (async () => {
        const token = readTokenCookie();
        const loaded = token ? await loadSessionState(api, token) : null;
        if (loaded) state.set(loaded);
        session.set(loaded ? 'ready' : 'signedOut');
      })();
      return restoring;
    },
    captcha: () => fetchCaptcha(api),
    login: async (form) => enter(await passwordLogin(api, form)),
    chooseInst: async (ticket, instId) => enter(await chooseInst(api, ticket, instId)),
    async logout() {
      await logout(api);
      removeTokenCookie();
      state.set(EMPTY_GLOBAL_STATE);
      stepMode.set(false);
      session.set('signedOut');
    },
    back() {
      if (stepMode.get()) {
        state.update((s) => ({
          ...s,
          shellEvent: { type: 'back', seq: (s.shellEvent?.seq ?? 0) + 1 },
        }));
      } else {
        window.history.back();
      }
    },
  };
}
