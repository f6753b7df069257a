/**
 * Session events shared by every open tab of the portal (logout, switching and locking
 * in one tab apply to the others within a second). BroadcastChannel, same origin only; where it
 * is missing (old browsers, some test environments) the portal works tab by tab.
 */

export type TabMessage =
  | { type: 'logout' }
  | { type: 'switch'; instId: string }
  | { type: 'lock' }
  | { type: 'unlock' }
  | { type: 'login'; userId: string };

export const TAB_CHANNEL_NAME = 'fund-manager-portal:session';

const TYPES = new Set<TabMessage['type']>(['logout', 'switch', 'lock', 'unlock', 'login']);

/** Only well-formed messages are acted on. */
export function isTabMessage(value: unknown): value is TabMessage {
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string' || !TYPES.has(type as TabMessage['type'])) return false;
  if (type === 'switch') return typeof (value as { instId?: unknown }).instId === 'string';
  if (type === 'login') return typeof (value as { userId?: unknown }).userId === 'string';
  return true;
}

// One channel object per tab: a BroadcastChannel never receives its own messages, so what this
// tab says is not echoed back to this tab's listeners.
let channel: BroadcastChannel | null | undefined;
const listeners = new Set<(message: TabMessage) => void>();

function shared(): BroadcastChannel | null {
  if (channel === undefined) {
    channel =
      typeof BroadcastChannel === 'function' ? new BroadcastChannel(TAB_CHANNEL_NAME) : null;
    if (channel) {
      channel.onmessage = (event: MessageEvent<unknown>) => {
        if (!isTabMessage(event.data)) return;
        for (const listener of listeners) listener(event.data);
      };
    }
  }
  return channel;
}

/** Tells the other tabs (never this one). */
export function tellOtherTabs(message: TabMessage): void {
  shared()?.postMessage(message);
}

/** Listens to the other tabs; returns the unsubscribe function. */
export function onOtherTab(listener: (message: TabMessage) => void): () => void {
  shared();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
