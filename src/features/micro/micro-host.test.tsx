/**
 * The host component with the real store, router and mock API, and a runtime over a fake
 * qiankun: the flag loads after login, qiankun started and the app loaded once and only when
 * all six flags are true (also under StrictMode), the global state pushed (never the signed-out
 * one to a mounted app), and the sub-application area's panels.
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
import { BIZ_ENDPOINTS, selectBizFlag } from '@/state/biz-queries';
import { loadAccess } from '@/state/access-thunks';
import type { BizFlag } from '@/state/loading-flags';
import { endSession, loadUserStatus } from '@/state/session-thunks';
import { selectSliceFlag } from '@/state/slice-flags';
import { loadSysConfig } from '@/state/sys-config-slice';
import { fakeQiankun } from '../../../test/support/fake-qiankun';
import MicroHost from '@/features/micro/micro-host';
import { createMicroRuntime } from '@/features/micro/micro-runtime';
import { createPanelSlot } from '@/features/micro/panel-slot';
import { signInAs } from '../../../test/support/session';

// The mock API and React on a busy machine: more than the default second.
configure({ asyncUtilTimeout: 5_000 });

async function setup(
  path = '/iservice/cpgl/cpfx',
  { strict = false, flagsLoaded = false, startFailsOnce = false } = {},
) {
  signInAs('admin');
  const store = makeStore();
  await store.dispatch(loadUserStatus());
  if (flagsLoaded) await allFlagsLoaded(store);
  const qiankun = fakeQiankun();
  const loadQiankun = vi.fn(async () => qiankun.api);
  // The qiankun chunk did not load the first time.
  if (startFailsOnce)
    loadQiankun.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
  const runtime = createMicroRuntime({
    loadQiankun,
    apps: MICRO_APP_REGISTRATIONS,
    report: vi.fn(),
    appOfUncaught: () => null,
    container: () => document.querySelector<HTMLElement>('#subapp-container'),
    forgetInstanceName: () => {},
    watchPath: () => {},
    styleGuard: { fetch: (fetch) => fetch, watch: () => () => {} },
    knownGoodEntries: () => [],
    rememberGoodEntry: () => {},
    now: () => 1,
    reloadPage: () => {},
    fetchTimeout: 1_000,
    lifecycleTimeout: 30_000,
  });
  const slot = createPanelSlot('#subapp-container');
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <div id="subapp-container" data-testid="subapp-container" />
            <MicroHost runtime={runtime} slot={slot} />
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

type Store = ReturnType<typeof makeStore>;

const bizLoaded = (store: Store, flag: BizFlag) => selectBizFlag(store.getState(), flag).loaded;

/** The system config and the access data with the menu: what the guard and the config load. */
async function configAndMenu(store: Store) {
  await store.dispatch(loadSysConfig());
  await store.dispatch(loadAccess());
}

/**
 * The six flags true before the host renders: user/status answered by the setup, the config and
 * the menu loaded, the business data loaded and kept subscribed for the test (as the host would
 * keep it).
 */
async function allFlagsLoaded(store: Store) {
  await configAndMenu(store);
  await store.dispatch(BIZ_ENDPOINTS.productList.initiate());
  await store.dispatch(BIZ_ENDPOINTS.authorityView.initiate());
  await store.dispatch(BIZ_ENDPOINTS.participantInfo.initiate());
}

/** The three loads of the host done: what the guard and the config would add. */
async function otherFlags(store: Store) {
  await waitFor(() => expect(bizLoaded(store, 'participantInfo')).toBe(true));
  await waitFor(() => expect(bizLoaded(store, 'productList')).toBe(true));
  await waitFor(() => expect(bizLoaded(store, 'authorityView')).toBe(true));
  await act(() => configAndMenu(store));
}

describe('MicroHost', () => {
  it('loads the business data after login, then starts qiankun once all six flags are true', async () => {
    const { store, qiankun, area } = await setup();
    expect(area().getByTestId('subapp-loading')).toHaveTextContent('产品列表');
    await waitFor(() => expect(bizLoaded(store, 'productList')).toBe(true));
    const products = BIZ_ENDPOINTS.productList.select()(store.getState() as never).data?.products;
    expect(products?.length).toBeGreaterThan(0);
    expect(qiankun.api.initGlobalState).not.toHaveBeenCalled();
    await otherFlags(store);
    await waitFor(() => expect(qiankun.api.loadMicroApp).toHaveBeenCalledTimes(1));
    expect(qiankun.api.initGlobalState).toHaveBeenCalledTimes(1);
    // The first state qiankun holds is the signed-in user's.
    expect(qiankun.api.initGlobalState).toHaveBeenCalledWith(
      expect.objectContaining({ instName: '星辰私募基金管理有限公司', token: expect.any(String) }),
    );
    await waitFor(() => expect(area().queryByTestId('subapp-loading')).toBeNull());
  });

  it('StrictMode runs the effects twice: still one start, one load', async () => {
    // All six flags true at the first render: the starting effect runs twice at once.
    const { qiankun, runtime } = await setup('/ds/xsgl/khcx', { strict: true, flagsLoaded: true });
    await waitFor(() => expect(qiankun.mountedApps()).toEqual(['ds']));
    await act(() => runtime.settled());
    expect(qiankun.api.initGlobalState).toHaveBeenCalledTimes(1);
    expect(qiankun.api.loadMicroApp).toHaveBeenCalledTimes(1);
  });

  it('a qiankun chunk that did not load: the area says so, and its retry starts qiankun', async () => {
    const { qiankun, area } = await setup('/ds/xsgl/khcx', {
      flagsLoaded: true,
      startFailsOnce: true,
    });
    expect(await area().findByTestId('subapp-error')).toHaveAttribute('data-reason', 'start');
    expect(qiankun.api.loadMicroApp).not.toHaveBeenCalled();
    await userEvent.click(area().getByTestId('subapp-retry'));
    await waitFor(() => expect(qiankun.mountedApps()).toEqual(['ds']));
    expect(area().queryByTestId('subapp-error')).toBeNull();
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
    expect(qiankun.api.loadMicroApp).not.toHaveBeenCalled();

    server.resetHandlers();
    await userEvent.click(area().getByTestId('subapp-retry'));
    await waitFor(() => expect(bizLoaded(store, 'participantInfo')).toBe(true));
    await waitFor(() => expect(area().queryByTestId('subapp-error')).toBeNull());
  });

  it('no panel on a shell page, even when a flag failed', async () => {
    server.use(http.get('*/api/sys/querySysConfig', () => HttpResponse.error()));
    const { store, area } = await setup('/menuSet');
    await act(() => store.dispatch(loadSysConfig()));
    expect(selectSliceFlag(store.getState(), 'sysConfig').error).toBe('网络异常');
    expect(area().queryByTestId('subapp-error')).toBeNull();
    expect(area().queryByTestId('subapp-loading')).toBeNull();
  });

  it('a mounted app never sees the signed-out state: it leaves first, the state follows', async () => {
    const { store, qiankun, runtime, view } = await setup();
    await otherFlags(store);
    await waitFor(() => expect(qiankun.mountedApps()).toEqual(['iservice']));
    const before = qiankun.pushes.length;
    act(() => {
      store.dispatch(endSession());
    });
    await act(() => runtime.settled());
    expect(qiankun.mountedApps()).toEqual([]);
    expect(qiankun.currentState()).toMatchObject({ user: null, token: '', instName: '' });
    view.unmount();
    await runtime.settled();
    expect(qiankun.currentState()).toMatchObject({ user: null, token: '' });
    const signedOutWhileMounted = qiankun.pushes
      .slice(before)
      .filter(({ state, mounted }) => state.token === '' && mounted.length > 0);
    expect(signedOutWhileMounted).toEqual([]);
  });

  it("an app's load error: the error with a retry in the area; the retry loads it again", async () => {
    const { store, qiankun, area } = await setup('/tgypt/zcdj/jyqrcx');
    qiankun.plan({ load: new Error('Failed to fetch') });
    await otherFlags(store);
    const error = await area().findByTestId('subapp-error');
    expect(error).toHaveAttribute('data-reason', 'entry');
    expect(error).toHaveAttribute('data-phase', 'load');
    expect(error).toHaveTextContent('托管业务云平台暂时无法访问');
    expect(error).toHaveTextContent('子应用加载失败');
    expect(error).toHaveTextContent('Failed to fetch');
    qiankun.plan({ mount: 'hang' });
    await userEvent.click(area().getByTestId('subapp-retry'));
    await waitFor(() => expect(qiankun.instances).toHaveLength(2));
    expect(area().getByTestId('subapp-loading')).toBeInTheDocument();
    act(() => qiankun.instances[1]!.phases.mount.resolve());
    await waitFor(() => expect(area().queryByTestId('subapp-loading')).toBeNull());
    expect(area().queryByTestId('subapp-error')).toBeNull();
  });
});
