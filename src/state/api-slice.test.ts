import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { apiSlice } from './api-slice';

const probeApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<string, number>({
      queryFn: (n) => (n > 0 ? { data: `answer ${n}` } : { error: { message: '失败', code: 1 } }),
    }),
  }),
});

describe('apiSlice', () => {
  it('is injected into every store made after a signed-in chunk loaded, middleware and all', async () => {
    const store = makeStore();
    expect(store.getState().api).toBeDefined();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate(2));
    expect(result.data).toBe('answer 2');
    expect(probeApi.endpoints.probe.select(2)(store.getState())).toMatchObject({
      status: 'fulfilled',
      data: 'answer 2',
    });
  });

  it('keeps a failure as the error the screens show', async () => {
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate(0));
    expect(result.error).toEqual({ message: '失败', code: 1 });
  });
});
