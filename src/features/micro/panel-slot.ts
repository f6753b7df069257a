/**
 * The element inside the layout's one container (#subapp-container) where React renders the
 * host's messages (waiting for the loading flags, what failed with its retry, an app loading or
 * crashed): a portal target that React alone fills, first in the container, before the slots
 * the apps render into. It is created once, never by React, so the portal survives the frame
 * going and coming back (logout, a switch); the host puts it into the current container
 * whenever it shows something in it.
 */
export interface PanelSlot {
  element(): HTMLElement;
  /** Puts the slot first into the container (if that is on the page); the slot, or null */
  attach(): HTMLElement | null;
}

export function createPanelSlot(containerSelector: string): PanelSlot {
  let slot: HTMLElement | null = null;
  const element = () => {
    if (!slot) {
      slot = document.createElement('div');
      slot.dataset.subappSlot = 'panel';
    }
    return slot;
  };
  return {
    element,
    attach() {
      const container = document.querySelector<HTMLElement>(containerSelector);
      if (!container) return null;
      const panel = element();
      if (container.firstElementChild !== panel) container.prepend(panel);
      return panel;
    },
  };
}
