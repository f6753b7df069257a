import { createPanelSlot } from '@/features/micro/panel-slot';

describe('panel slot', () => {
  it('goes first into the container, and into the next container after the frame came back', () => {
    const container = document.createElement('div');
    container.id = 'subapp-container';
    const app = document.createElement('div');
    container.appendChild(app);
    document.body.appendChild(container);
    const slot = createPanelSlot('#subapp-container');
    const panel = slot.attach();
    expect(container.firstElementChild).toBe(panel);
    expect(slot.attach()).toBe(panel);
    expect(container.children).toHaveLength(2);
    container.remove();
    const next = document.createElement('div');
    next.id = 'subapp-container';
    document.body.appendChild(next);
    expect(slot.attach()).toBe(panel);
    expect(panel?.parentElement).toBe(next);
    next.remove();
  });

  it('without a container on the page, nothing is attached', () => {
    const slot = createPanelSlot('#nowhere');
    expect(slot.attach()).toBeNull();
    expect(slot.element().parentElement).toBeNull();
  });
});
