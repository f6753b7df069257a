import { PREFETCH_FALLBACK_MS, prefetchLater } from './prefetch-later';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('prefetchLater', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setReadyState('complete');
  });

  it('waits for the load event, then the fallback time', () => {
    setReadyState('loading');
    const prefetch = vi.fn();
    prefetchLater(prefetch);
    vi.advanceTimersByTime(PREFETCH_FALLBACK_MS * 2);
    expect(prefetch).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(PREFETCH_FALLBACK_MS - 1);
    expect(prefetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('runs at the first interaction, even during the load, and once only', () => {
    setReadyState('loading');
    const prefetch = vi.fn();
    prefetchLater(prefetch);
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(PREFETCH_FALLBACK_MS);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('counts the fallback from now when the page has already loaded', () => {
    setReadyState('complete');
    const prefetch = vi.fn();
    prefetchLater(prefetch, 500);
    vi.advanceTimersByTime(499);
    expect(prefetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled (the page left)', () => {
    setReadyState('complete');
    const prefetch = vi.fn();
    const cancel = prefetchLater(prefetch);
    cancel();
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    vi.advanceTimersByTime(PREFETCH_FALLBACK_MS);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
