/**
 * Two elements the host puts inside the layout's one container (#subapp-container), next to
 * what qiankun mounts there:
 *   panel   where React renders the host's messages (waiting for the loading flags, what failed
 *           and the retry, an app's load error): a portal target that React alone fills
 *   manual  where an app retried with loadMicroApp mounts (qiankun fills and empties it)
 * qiankun empties the container whenever a registered app mounts or leaves, which may take
 * these elements out of the page; they are created once, never by React, so React's portal
 * survives that, and the host puts them back (attach) whenever it shows something in them.
 */
export type SlotName = 'panel' | 'manual';

export interface SubappSlots {
  element(name: SlotName): HTMLElement;
  /** Puts the slot into the container (if that is on the page); the slot, or null */
  attach(name: SlotName): HTMLElement | null;
}

export function createSubappSlots(containerSelector: string): SubappSlots {
  const slots = new Map<SlotName, HTMLElement>();
  const element = (name: SlotName) => {
    let slot = slots.get(name);
    if (!slot) {
      slot = document.createElement('div');
      slot.dataset.subappSlot = name;
      slots.set(name, slot);
    }
    return slot;
  };
  return {
    element,
    attach(name) {
      const container = document.querySelector<HTMLElement>(containerSelector);
      if (!container) return null;
      const slot = element(name);
      if (slot.parentElement !== container) container.appendChild(slot);
      return slot;
    },
  };
}
