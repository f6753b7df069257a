import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useClickGuard } from './use-click-guard';

afterEach(() => vi.useRealTimers());

describe('useClickGuard', () => {
  it('runs once per 3000 ms window, however often it is pressed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T09:00:00+08:00'));
    const action = vi.fn(async () => undefined);
    const { result } = renderHook(() => useClickGuard(action));
    await act(async () => result.current.run());
    await act(async () => result.current.run());
    vi.setSystemTime(Date.now() + 3000 - 1);
    await act(async () => result.current.run());
    expect(action).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1);
    await act(async () => result.current.run());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('lets the next press through at once after an action that resolved to false (it failed)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T09:00:00+08:00'));
    const outcomes = [false, true, true];
    const action = vi.fn(async () => outcomes.shift());
    const { result } = renderHook(() => useClickGuard(action));
    await act(async () => result.current.run());
    await act(async () => result.current.run());
    expect(action).toHaveBeenCalledTimes(2);
    // A run that did not fail keeps its window.
    await act(async () => result.current.run());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('ignores presses while the previous run is pending, and shows busy', async () => {
    let finish: () => void = () => undefined;
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useClickGuard(action, 0));
    await act(async () => result.current.run());
    expect(result.current.busy).toBe(true);
    await act(async () => result.current.run());
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(result.current.busy).toBe(false);
    await act(async () => result.current.run());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('reports a failing action to the console instead of throwing', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useClickGuard(async () => Promise.reject(new Error('x'))));
    await act(async () => result.current.run());
    expect(spy).toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
    spy.mockRestore();
  });
});
