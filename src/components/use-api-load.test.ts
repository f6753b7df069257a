import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResponse } from '@/lib/http-client';
import { useApiLoad } from './use-api-load';

type Answer = ApiResponse<string> | false;

function deferred() {
  let resolve: (value: Answer) => void = () => undefined;
  const promise = new Promise<Answer>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useApiLoad', () => {
  it('is loading until the answer, then ready with its data', async () => {
    const call = deferred();
    const load = () => call.promise;
    const { result } = renderHook(() => useApiLoad(load, '加载失败'));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => call.resolve({ code: 0, data: 'x' }));
    expect(result.current.state).toEqual({ status: 'ready', data: 'x' });
  });

  it('fails with the server message, the fallback, or 网络异常', async () => {
    const answers: Answer[] = [
      { code: 2505, data: '', message: '暂无机构图片' },
      { code: 9999, data: '' },
      false,
    ];
    const load = vi.fn(async () => answers.shift() ?? false);
    const { result } = renderHook(() => useApiLoad(load, '加载失败'));
    await waitFor(() =>
      expect(result.current.state).toEqual({
        status: 'failed',
        message: '暂无机构图片',
        code: 2505,
      }),
    );
    act(() => result.current.retry());
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'failed', message: '加载失败', code: 9999 }),
    );
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'failed', message: '网络异常', code: null }),
    );
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('drops the answer of an earlier load once a new one started', async () => {
    const first = deferred();
    const second = deferred();
    const loads = { a: () => first.promise, b: () => second.promise };
    const { result, rerender } = renderHook(({ key }) => useApiLoad(loads[key], '加载失败'), {
      initialProps: { key: 'a' as 'a' | 'b' },
    });
    rerender({ key: 'b' });
    await act(async () => first.resolve({ code: 0, data: 'old' }));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => second.resolve({ code: 0, data: 'new' }));
    expect(result.current.state).toEqual({ status: 'ready', data: 'new' });
  });

  it('replace swaps the data without a reload', async () => {
    const load = vi.fn(async (): Promise<Answer> => ({ code: 0, data: 'saved' }));
    const { result } = renderHook(() => useApiLoad(load, '加载失败'));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'saved' }));
    act(() => result.current.replace('changed'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'changed' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
