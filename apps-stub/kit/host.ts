/**
 * What a stub page talks to: the global state, the API and `send`. Embedded (under qiankun)
 * the state comes from the shell and `send` is props.send; standalone the stub fills the state
 * itself (./standalone-host.ts) and answers its own messages.
 */
import { isSubAppMessage, type GlobalState, type SubAppMessage, type SubAppName } from '@contract';
import type { StubApi } from './api';
import type { StateStore } from './state-store';

export interface StubHost {
  app: SubAppName;
  mode: 'embedded' | 'standalone';
  state: StateStore<GlobalState>;
  api: StubApi;
  /** Asks the shell (or, standalone, the stub itself) for something */
  send(message: SubAppMessage): void;
}

/** Checks a message before it leaves: an invalid one is a bug of the stub, logged, not sent. */
export function guardedSend(app: SubAppName, deliver: (message: SubAppMessage) => void) {
  return (message: SubAppMessage) => {
    if (!isSubAppMessage(message)) {
      console.error(`[${app}] not a contract message, not sent:`, message);
      return;
    }
    deliver(message);
  };
}

export function createEmbeddedHost(
  app: SubAppName,
  state: StateStore<GlobalState>,
  api: StubApi,
  send: (message: SubAppMessage) => void,
): StubHost {
  return { app, mode: 'embedded', state, api, send: guardedSend(app, send) };
}
