import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeCanvas } from '../../../test/support/fake-canvas';
import { layerStyle, mountWatermark } from '@/features/watermark/watermark-layer';

const START = new Date(2026, 10, 5, 14, 3, 9).getTime();
let dispose: (() => void) | null = null;

function layers(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('[data-testid="watermark"]'));
}

function theLayer(): HTMLElement {
  const found = layers();
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** MutationObserver callbacks run as microtasks. */
const observed = () => new Promise<void>((resolve) => queueMicrotask(resolve));

beforeEach(() => {
  installFakeCanvas();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: START });
  dispose = mountWatermark({ userName: 'admin' });
});

afterEach(() => {
  dispose?.();
  dispose = null;
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('the watermark layer', () => {
  it('covers the screen, above everything, without catching the pointer', () => {
    const layer = theLayer();
    expect(layer.parentElement).toBe(document.body);
    expect(layer.getAttribute('aria-hidden')).toBe('true');
    const style = layer.style;
    expect(style.getPropertyValue('position')).toBe('fixed');
    expect(style.getPropertyPriority('position')).toBe('important');
    expect(style.getPropertyValue('pointer-events')).toBe('none');
    expect(style.getPropertyValue('z-index')).toBe('9999');
    expect(style.getPropertyValue('top')).toBe('0px');
    expect(style.getPropertyValue('left')).toBe('0px');
    expect(style.getPropertyValue('right')).toBe('0px');
    expect(style.getPropertyValue('bottom')).toBe('0px');
    expect(style.getPropertyValue('background-repeat')).toBe('repeat');
  });

  it('repeats a tile with the user name and the time', () => {
    expect(layerStyle('data:x')).toContain('background-image: url("data:x") !important;');
    expect(theLayer().getAttribute('style')).toContain(
      encodeURIComponent('admin|2026-11-05 14:03:09'),
    );
  });

  it('shows the new time every second', () => {
    vi.advanceTimersByTime(1000);
    expect(theLayer().getAttribute('style')).toContain(
      encodeURIComponent('admin|2026-11-05 14:03:10'),
    );
    vi.advanceTimersByTime(60_000);
    expect(theLayer().getAttribute('style')).toContain(
      encodeURIComponent('admin|2026-11-05 14:04:10'),
    );
  });

  it('comes back when removed', async () => {
    theLayer().remove();
    expect(layers()).toHaveLength(0);
    await observed();
    expect(theLayer().parentElement).toBe(document.body);
  });

  it('comes back when the body is emptied', async () => {
    document.body.innerHTML = '<main>page</main>';
    await observed();
    expect(theLayer().parentElement).toBe(document.body);
  });

  it('comes back to the body when moved elsewhere', async () => {
    const box = document.createElement('div');
    document.body.appendChild(box);
    box.appendChild(theLayer());
    await observed();
    expect(theLayer().parentElement).toBe(document.body);
  });

  it.each<[string, (layer: HTMLElement) => void]>([
    ['display none', (l) => (l.style.display = 'none')],
    ['visibility hidden', (l) => l.style.setProperty('visibility', 'hidden', 'important')],
    ['opacity 0', (l) => (l.style.opacity = '0')],
    ['zero size', (l) => l.setAttribute('style', 'width: 0; height: 0')],
    ['no style at all', (l) => l.removeAttribute('style')],
    ['pointer events back on', (l) => (l.style.pointerEvents = 'auto')],
    ['pushed below the page', (l) => (l.style.zIndex = '-1')],
  ])('restores its style after %s', async (_name, tamper) => {
    const before = theLayer().getAttribute('style');
    tamper(theLayer());
    await observed();
    expect(theLayer().getAttribute('style')).toBe(before);
  });

  it('restores its attributes', async () => {
    const layer = theLayer();
    layer.hidden = true;
    layer.className = 'hide';
    layer.setAttribute('data-testid', 'gone');
    layer.removeAttribute('aria-hidden');
    await observed();
    expect(layer.hasAttribute('hidden')).toBe(false);
    expect(layer.hasAttribute('class')).toBe(false);
    expect(layer.getAttribute('data-testid')).toBe('watermark');
    expect(layer.getAttribute('aria-hidden')).toBe('true');
  });

  it('lets nothing be put inside it', async () => {
    theLayer().innerHTML = '<div style="background: white; position: absolute; inset: 0"></div>';
    await observed();
    expect(theLayer().childNodes).toHaveLength(0);
  });

  it('leaves for good when disposed', async () => {
    dispose?.();
    dispose = null;
    await observed();
    expect(layers()).toHaveLength(0);
    vi.advanceTimersByTime(5000);
    await observed();
    expect(layers()).toHaveLength(0);
  });
});
