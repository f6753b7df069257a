/**
 * The host component with the real store, router and mock API, and a runtime over a fake
 * qiankun: the flag loads after login, qiankun started once and only when all six flags are
 * true (also under StrictMode), the global state pushed, and the sub-application area's panels.
 */
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MICRO_APP_REGISTRATIONS } from '@/config/micro-apps';
import { AppProviders } from '@/app/providers';
import { makeStore } from '@/app/store';
import { server } from '@/mocks/node';
import { setToken } from '@/lib/token-cookie';
import { db } from '@/mocks/db/db';
import { issueToken } from '@/mocks/session';
import { selectProducts } from '@/state/biz-data-slice';
import {
  flagFailed,
  flagLoaded,
  LOADING_FLAGS,
  selectLoadingFlags,
} from '@/state/loading-flags-slice';
import { endSession, loadUserStatus } from '@/state/session-thunks';
import { fakeQiankun } from '@/features/micro/fake-qiankun';
import MicroHost from '@/features/micro/micro-host';
import { createMicroRuntime } from '@/features/micro/micro-runtime';
import { createSubappSlots } from '@/features/micro/subapp-slots';

/** A valid token of a demo account in its first institution. */
function signInAs(userName: string) {
  const user = db.users.find((u) => u.userName === userName)!;
  setToken(issueToken(user.userId, user.instIds[0] ?? ''));
}

// The mock API and React on a busy machine: more than the default second.
configure({ asyncUtilTimeout: 5_000 });

async function setup(path = '/iservice/cpgl/cpfx', { strict = false, flagsLoaded = false } = {}) {
  signInAs('admin');
  const store = makeStore();
  await store.dispatch(loadUserStatus());
  if (flagsLoaded) LOADING_FLAGS.forEach((flag) => store.dispatch(flagLoaded(flag)));
  const qiankun = fakeQiankun();
  const runtime = createMicroRuntime({
    loadQiankun: vi.fn(async () => qiankun.api),
    apps: MICRO_APP_REGISTRATIONS,
    report: vi.fn(),
    appOfUncaught: () => null,
    triggerReroute: vi.fn(),
    manualContainer: () => document.createElement('div'),
    knownGoodEntries: () => [],
    rememberGoodEntry: () => {},
    now: () => 1,
    fetchTimeout: 1_000,
  });
  const slots = createSubappSlots('#subapp-container');
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <div id="subapp-container" data-testid="subapp-container" />
            <MicroHost runtime={runtime} slots={slots} />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const tree = (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  const area = () => within(screen.getByTestId('subapp-container'));
  return { store, qiankun, runtime, router, view, area };
}

/** The three loads of the host done: what the guard and the config would add. */
async function otherFlags(store: ReturnType<typeof makeStore>) {
  await waitFor(() => expect(selectLoadingFlags(store.getState()).participantInfo).toBe(true));
  await waitFor(() => expect(selectLoadingFlags(store.getState()).productList).toBe(true));
  await waitFor(() => expect(selectLoadingFlags(store.getState()).authorityView).toBe(true));
  act(() => {
    store.dispatch(flagLoaded('sysConfig'));
    store.dispatch(flagLoaded('menu'));
  });
}

describe('MicroHost', () => {
  it('loads the business data after login, then starts qiankun once all six flags are true', async () => {
    const { store, qiankun, area } = await setup();
    expect(area().getByTestId('subapp-loading')).toHaveTextContent('产品列表');
    await waitFor(() => expect(selectProducts(store.getState()).length).toBeGreaterThan(0));
    expect(qiankun.api.start).not.toHaveBeenCalled();
    await otherFlags(store);
    await waitFor(() => expect(qiankun.api.start).toHaveBeenCalledTimes(1));
    expect(qiankun.api.registerMicroApps).toHaveBeenCalledTimes(1);
    // The first state qiankun holds is the signed-in user's.
    expect(qiankun.api.initGlobalState).toHaveBeenCalledWith(
      expect.objectContaining({ instName: '星辰私募基金管理有限公司', token: expect.any(String) }),
    );
    await waitFor(() => expect(area().queryByTestId('subapp-loading')).toBeNull());
  });

  it('StrictMode runs the effects twice: still one start, one registration', async () => {
    // All six flags true at the first render: the starting effect runs twice at once.
    const { qiankun } = await setup('/ds/xsgl/khcx', { strict: true, flagsLoaded: true });
    await waitFor(() => expect(qiankun.api.start).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(qiankun.api.start).toHaveBeenCalledTimes(1);
    expect(qiankun.api.registerMicroApps).toHaveBeenCalledTimes(1);
  });

  it('a failed flag: what failed and a retry, inside the sub-application area', async () => {
    server.use(
      http.get('*/api/prod/queryCyrInfo', () =>
        HttpResponse.json({ code: 5001, message: '服务繁忙' }),
      ),
    );
    const { store, qiankun, area } = await setup();
    const error = await area().findByTestId('subapp-error');
    expect(error).toHaveAttribute('data-reason', 'flags');
    expect(error).toHaveTextContent('管理人信息：服务繁忙');
    expect(qiankun.api.start).not.toHaveBeenCalled();

    server.resetHandlers();
    await userEvent.click(area().getByTestId('subapp-retry'));
    await waitFor(() => expect(selectLoadingFlags(store.getState()).participantInfo).toBe(true));
    expect(area().queryByTestId('subapp-error')).toBeNull();
  });

  it('no panel on a shell page, even when a flag failed', async () => {
    const { store, area } = await setup('/menuSet');
    act(() => {
      store.dispatch(flagFailed({ flag: 'sysConfig', message: '网络异常' }));
    });
    expect(area().queryByTestId('subapp-error')).toBeNull();
    expect(area().queryByTestId('subapp-loading')).toBeNull();
  });

  it('pushes every change of the state, and the empty state when the frame goes', async () => {
    const { store, qiankun, view } = await setup();
    await otherFlags(store);
    await waitFor(() => expect(qiankun.api.start).toHaveBeenCalled());
    const before = qiankun.calls.states.length;
    act(() => {
      store.dispatch(endSession());
    });
    await waitFor(() => expect(qiankun.calls.states.length).toBeGreaterThan(before));
    expect(qiankun.currentState()).toMatchObject({ user: null, token: '', instName: '' });
    view.unmount();
    expect(qiankun.currentState()).toMatchObject({ user: null, token: '' });
  });

  it("an app's load error: the error with a retry in the area; the retry loads it by hand", async () => {
    const { store, qiankun, area } = await setup('/tgypt/zcdj/jyqrcx');
    await otherFlags(store);
    await waitFor(() => expect(qiankun.api.start).toHaveBeenCalled());
    act(() => {
      qiankun.fail(
        Object.assign(
          new Error("application 'tgypt' died in status LOADING_SOURCE_CODE: Failed to fetch"),
          { appOrParcelName: 'tgypt' },
        ),
      );
    });
    const error = await area().findByTestId('subapp-error');
    expect(error).toHaveAttribute('data-reason', 'entry');
    expect(error).toHaveTextContent('托管业务云平台暂时无法访问');
    expect(error).toHaveTextContent('Failed to fetch');
    await userEvent.click(area().getByTestId('subapp-retry'));
    await waitFor(() => expect(qiankun.calls.loaded).toHaveLength(1));
    expect(area().getByTestId('subapp-loading')).toBeInTheDocument();
    act(() => qiankun.calls.loaded[0]!.mount.resolve());
    await waitFor(() => expect(area().queryByTestId('subapp-loading')).toBeNull());
    expect(area().queryByTestId('subapp-error')).toBeNull();
  });
});
