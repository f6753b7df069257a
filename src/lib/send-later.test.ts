import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendLater } from './send-later';

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('sendLater', () => {
  it('sends in a task after the one that asked, in order, with what the send answers', async () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const send = vi.fn((event: string) => {
      sent.push(event);
      return event !== 'refused';
    });
    const later = sendLater(send, window);
    const first = later('page_view');
    const second = later('refused');
    expect(send).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(sent).toEqual(['page_view', 'refused']);
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(false);
  });

  it('sends what waits at once when the page is left or hidden', () => {
    vi.useFakeTimers();
    const send = vi.fn((_event: string) => true);
    const later = sendLater(send, window);
    void later('page_view');
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
    void later('menu_click');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(send).toHaveBeenCalledTimes(2);
    // Nothing is sent twice when the timer comes.
    vi.advanceTimersByTime(0);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('rejects when the send throws, so the tracker notes the failure', async () => {
    const later = sendLater(() => {
      throw new Error('blocked');
    }, window);
    await expect(later()).rejects.toThrow('blocked');
  });

  it('works without a window (the prerendering on the server): the timer alone', async () => {
    const later = sendLater(() => true, undefined);
    await expect(later()).resolves.toBe(true);
  });
});
