import { createSubappSlots } from '@/features/micro/subapp-slots';

describe('subapp slots', () => {
  it('go into the container, and back in after qiankun emptied it', () => {
    const container = document.createElement('div');
    container.id = 'subapp-container';
    document.body.appendChild(container);
    const slots = createSubappSlots('#subapp-container');
    const panel = slots.attach('panel');
    expect(panel?.parentElement).toBe(container);
    expect(slots.attach('panel')).toBe(panel);
    expect(container.children).toHaveLength(1);
    container.replaceChildren();
    expect(slots.attach('panel')).toBe(panel);
    expect(panel?.parentElement).toBe(container);
    expect(slots.attach('manual')).not.toBe(panel);
    container.remove();
  });

  it('without a container on the page, nothing is attached', () => {
    const slots = createSubappSlots('#nowhere');
    expect(slots.attach('manual')).toBeNull();
    expect(slots.element('manual').parentElement).toBeNull();
  });
});
