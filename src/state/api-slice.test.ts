import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { apiSlice } from './api-slice';
import { institutionSwitched, loggedOut } from './session-actions';

/** Whose data the probe answers with: what the server would say for the session of the moment. */
let owner = 'A';

const probeApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<string, number>({
      queryFn: (n) => {
        return n > 0 ? { data: `${owner} ${n}` } : { error: { message: '失败', code: 1 } };
      },
      providesTags: ['Institution'],
    }),
  }),
});

const cached = (store: ReturnType<typeof makeStore>) =>
  Object.values(store.getState().api?.queries ?? {}).map((entry) => entry?.data);

describe('apiSlice', () => {
  it('is injected into every store made after a signed-in chunk loaded, middleware and all', async () => {
    const store = makeStore();
    expect(store.getState().api).toBeDefined();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate(2));
    expect(result.data).toBe(`${owner} 2`);
    expect(cached(store)).toEqual([`${owner} 2`]);
  });

  it('keeps a failure as the error the screens show', async () => {
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate(0));
    expect(result.error).toEqual({ message: '失败', code: 1 });
  });

  it.each([
    ['a logout: the next user sees their own', () => loggedOut(), 'user A', 'user B'],
    ['an institution switch: the new one sees its own', institutionSwitched, 'inst 1', 'inst 2'],
  ])('drops what was loaded at %s', async (_, action, before, after) => {
    const store = makeStore();
    owner = before;
    const first = store.dispatch(probeApi.endpoints.probe.initiate(1));
    await first;
    first.unsubscribe();
    expect(cached(store)).toEqual([`${before} 1`]);

    store.dispatch(action());
    expect(cached(store)).toEqual([]);
    owner = after;
    const second = store.dispatch(probeApi.endpoints.probe.initiate(1));
    expect((await second).data).toBe(`${after} 1`);
    second.unsubscribe();
  });
});
