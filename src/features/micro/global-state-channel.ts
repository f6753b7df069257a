/**
 * The contract's GlobalState on its way to the sub-applications through qiankun's global state.
 * The shell owns it: only changes are pushed, a sub-application that writes it is overruled, and
 * an app that is about to leave (closed gate, detach) is held back from it, so a mounted app
 * never sees a state of the signed-out or half-switched shell: an institution switch unmounts
 * the app and mounts it again with the new institution's state.
 *
 * A sub-application's write is hostile input of any type (BigInt, cycles, functions, symbols,
 * getters that throw, huge strings): the guard never reads it. The shell's listener is qiankun's
 * first (registered at start, before any app), so on a foreign write it puts the shell's state
 * back before any other listener hears of the change; qiankun writes the restore into the same
 * object it then hands to the listeners after it, so they get the shell's state. Before each
 * mount the shell's state is written again (`reassert`, qiankun's beforeMount). A value whose
 * deep copy throws (a getter) is kept by qiankun without telling anyone, and from then on every
 * write of anyone throws before it reaches a listener: `reassert` then answers false (the store
 * is poisoned: only a new page has a clean one).
 */
import type { MicroAppStateActions } from 'qiankun';
import { EMPTY_GLOBAL_STATE, type GlobalState } from '@contract';
import { sameGlobalState } from '@/policy/global-state-of';
import type { QiankunApi } from '@/features/micro/runtime-deps';

export interface GlobalStateChannel {
  /** qiankun's global state, started with the latest state */
  init(api: QiankunApi): void;
  /** The shell's newest state, pushed unless held back */
  push(state: GlobalState): void;
  /** Pushes the newest state if it has not been pushed and nothing holds it back */
  flush(): void;
  /** Writes the state last pushed again (before an app mounts); false: qiankun's store is poisoned */
  reassert(): boolean;
  /** Forgets the newest state (the signed-in frame is gone); pushed on the next flush */
  clear(): void;
}

/** Restores in a row against an app that writes again from its own listener. */
const MAX_RESTORES = 3;

/** `held` says whether the app in the container is leaving: it gets no new state. */
export function createGlobalStateChannel(held: () => boolean): GlobalStateChannel {
  let latest: GlobalState = EMPTY_GLOBAL_STATE;
  let pushed: GlobalState | null = null;
  let actions: MicroAppStateActions | null = null;
  /** The shell's own write is on its way: the next call of the listener is its echo. */
  let ownEcho = false;
  let restoring = false;
  let writtenAgain = false;

  /**
   * The shell's write; a sub-application's listener that throws does not stop the shell. False
   * when qiankun threw before its first listener (the shell's) heard of it: a poisoned store.
   */
  function write(state: GlobalState): boolean {
    if (!actions) return true;
    ownEcho = true;
    try {
      actions.setGlobalState({ ...state });
      return true;
    } catch (error) {
      console.warn('[shell] 全局状态写入时出错', error);
      return !ownEcho;
    } finally {
      ownEcho = false;
    }
  }

  function restore(): void {
    if (restoring) {
      writtenAgain = true;
      return;
    }
    restoring = true;
    try {
      for (let round = 0; round < MAX_RESTORES; round += 1) {
        writtenAgain = false;
        if (pushed) write(pushed);
        if (!writtenAgain) break;
      }
    } finally {
      restoring = false;
    }
  }

  function flush(): void {
    if (!actions || held() || (pushed && sameGlobalState(pushed, latest))) return;
    pushed = latest;
    write(latest);
  }

  return {
    init(api) {
      actions = api.initGlobalState({ ...latest });
      pushed = latest;
      // Called with a deep copy of whatever was written: never read, never compared.
      actions.onGlobalStateChange(() => {
        if (ownEcho) {
          ownEcho = false;
          return;
        }
        restore();
      });
    },
    push(state) {
      latest = state;
      flush();
    },
    flush,
    reassert: () => !pushed || write(pushed),
    clear() {
      latest = EMPTY_GLOBAL_STATE;
    },
  };
}
