/**
 * The props a sub-application's `mount(props)` receives (qiankun 2).
 *
 * qiankun builds them from two sources:
 *   - the shell's `props` at registration (ShellProps): `basePath` and `send`;
 *   - its own: `container` (the wrapper element holding the entry HTML's body: query the root
 *     element inside it, never in `document`), `onGlobalStateChange` and `setGlobalState`
 *     (the global-state actions of this app instance) and single-spa's `name`.
 * qiankun removes the app's global-state listener itself after unmount.
 *
 * A sub-application checks them with isSubAppProps and reads the global state with
 * watchGlobalState, which delivers the current state at once and every change after it.
 */
import { readGlobalState, type GlobalState } from './global-state.js';
import { MICRO_APPS, type SubAppName } from './micro-app-bases.js';
import type { SubAppMessage } from './messages.js';

/** qiankun's OnGlobalStateChangeCallback. */
export type GlobalStateCallback = (
  state: Record<string, unknown>,
  prevState: Record<string, unknown>,
) => void;

/** What the shell passes as `props` when it registers a sub-application. */
export interface ShellProps {
  /** The mount base: MICRO_APPS[name].base, also the sub-application router's basename */
  basePath: string;
  /** Asks the shell for something (./messages.ts); the shell ignores invalid messages */
  send: (message: SubAppMessage) => void;
}

/** What mount (and unmount, update) receive. */
export interface SubAppProps extends ShellProps {
  container: HTMLElement;
  /** With fireImmediately true the callback also gets the current state at once */
  onGlobalStateChange: (callback: GlobalStateCallback, fireImmediately?: boolean) => void;
  /** Present under qiankun; sub-applications do not use it: they send messages */
  setGlobalState?: (state: Record<string, unknown>) => boolean;
  /** single-spa's app name */
  name?: string;
}

/** The shell's registration props of one sub-application. */
export function createShellProps(app: SubAppName, send: ShellProps['send']): ShellProps {
  return { basePath: MICRO_APPS[app].base, send };
}

function isElementLike(value: unknown): value is HTMLElement {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { querySelector?: unknown }).querySelector === 'function'
  );
}

export function isSubAppProps(value: unknown): value is SubAppProps {
  if (typeof value !== 'object' || value === null) return false;
  const props = value as Record<string, unknown>;
  return (
    isElementLike(props.container) &&
    typeof props.basePath === 'string' &&
    props.basePath.startsWith('/') &&
    typeof props.send === 'function' &&
    typeof props.onGlobalStateChange === 'function' &&
    (props.setGlobalState === undefined || typeof props.setGlobalState === 'function')
  );
}

/**
 * Listens to the global state: `listener` gets the current state at once, then every change,
 * each read with readGlobalState (never malformed). One listener per app instance: a second
 * call replaces the first (qiankun's rule). `prevState` is the state this listener was given
 * before, not qiankun's: when the shell overrules another app's write, qiankun's previous state
 * is that write.
 */
export function watchGlobalState(
  props: Pick<SubAppProps, 'onGlobalStateChange'>,
  listener: (state: GlobalState, prevState: GlobalState) => void,
): void {
  let last: GlobalState | null = null;
  props.onGlobalStateChange((state) => {
    const next = readGlobalState(state);
    const prev = last ?? next;
    last = next;
    listener(next, prev);
  }, true);
}
