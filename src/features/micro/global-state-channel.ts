/**
 * The contract's GlobalState on its way to the sub-applications through qiankun's global state.
 * The shell owns it: only changes are pushed, a sub-application that writes it is overruled, and
 * an app that is about to leave (closed gate, detach) is held back from it, so a mounted app
 * never sees a state of the signed-out or half-switched shell: an institution switch unmounts
 * the app and mounts it again with the new institution's state.
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
  /** Forgets the newest state (the signed-in frame is gone); pushed on the next flush */
  clear(): void;
}

/** `held` says whether the app in the container is leaving: it gets no new state. */
export function createGlobalStateChannel(held: () => boolean): GlobalStateChannel {
  let latest: GlobalState = EMPTY_GLOBAL_STATE;
  let pushed: GlobalState | null = null;
  let actions: MicroAppStateActions | null = null;

  function flush(): void {
    if (!actions || held() || (pushed && sameGlobalState(pushed, latest))) return;
    pushed = latest;
    actions.setGlobalState({ ...latest });
  }

  return {
    init(api) {
      actions = api.initGlobalState({ ...latest });
      pushed = latest;
      let restoring = false;
      actions.onGlobalStateChange((value) => {
        if (restoring || !pushed || sameGlobalState(value as GlobalState, pushed)) return;
        restoring = true;
        actions?.setGlobalState({ ...pushed });
        restoring = false;
      });
    },
    push(state) {
      latest = state;
      flush();
    },
    flush,
    clear() {
      latest = EMPTY_GLOBAL_STATE;
    },
  };
}
