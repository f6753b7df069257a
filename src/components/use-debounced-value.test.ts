import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue (spec 9: default debounce 50 ms)', () => {
  it('gives the value 50 ms after its last change, once for a burst of changes', () => {
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ text }) => {
        const settled = useDebouncedValue(text);
        if (seen.at(-1) !== settled) seen.push(settled);
        return settled;
      },
      { initialProps: { text: '' } },
    );
    rerender({ text: '基' });
    act(() => vi.advanceTimersByTime(30));
    rerender({ text: '基金' });
    act(() => vi.advanceTimersByTime(49));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('基金');
    expect(seen).toEqual(['', '基金']);
  });

  it('takes another wait when given one', () => {
    const { result, rerender } = renderHook(({ text }) => useDebouncedValue(text, 300), {
      initialProps: { text: 'a' },
    });
    rerender({ text: 'ab' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ab');
  });

  it('a change back to the settled value within the wait changes nothing', () => {
    const { result, rerender } = renderHook(({ text }) => useDebouncedValue(text), {
      initialProps: { text: 'a' },
    });
    rerender({ text: 'ab' });
    act(() => vi.advanceTimersByTime(20));
    rerender({ text: 'a' });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('a');
  });
});
