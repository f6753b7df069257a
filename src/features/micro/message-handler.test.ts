/** The shell's answers to the sub-applications' messages, against the real store and mock API. */
import { makeStore } from '@/app/store';
import { loadAccess } from '@/state/access-thunks';
import { selectTips, tipsLoaded } from '@/state/access-slice';
import {
  selectBreadcrumbNameFor,
  selectPageTitleFor,
  selectStepModePath,
  stepModeChanged,
} from '@/state/chrome-slice';
import { loadUserStatus } from '@/state/session-thunks';
import { createMessageHandler, NAVIGATE_DEDUP_MS } from '@/features/micro/message-handler';
import { signInAs } from '../../../test/support/session';

function setup(pathname = '/iservice/cpgl/cpfx') {
  const store = makeStore();
  const here = { pathname, now: 1_000 };
  const navigate = vi.fn();
  const dispatch = vi.fn(store.dispatch) as unknown as typeof store.dispatch;
  const handle = createMessageHandler({
    dispatch,
    navigate,
    pathname: () => here.pathname,
    now: () => here.now,
  });
  return { store, here, navigate, dispatch, handle };
}

describe('invalid messages', () => {
  it.each([
    ['not an object', 'navigate'],
    ['an unknown type', { type: 'close' }],
    ['another site', { type: 'navigate', path: '//evil.example/x' }],
    ['an absolute URL', { type: 'navigate', path: 'https://evil.example/' }],
    ['an extra field', { type: 'refreshTips', now: true }],
    ['an empty title', { type: 'setTitle', title: ' ' }],
    ['a title too long', { type: 'setTitle', title: 'x'.repeat(101) }],
    ['step mode not a boolean', { type: 'stepMode', on: 'yes' }],
  ])('drops %s, with a warning', (_name, message) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { handle, navigate, dispatch } = setup();
    expect(handle(message, 'iservice')).toBe('invalid');
    expect(navigate).not.toHaveBeenCalled();
    expect(dispatch).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('navigate', () => {
  it("opens a portal path through the data router's navigate", () => {
    const { handle, navigate } = setup();
    expect(handle({ type: 'navigate', path: '/iservice/tzjx/jxfx' }, 'iservice')).toBe('done');
    expect(navigate).toHaveBeenCalledWith('/iservice/tzjx/jxfx', { replace: false });
    handle({ type: 'navigate', path: '/ds/x?y=1', replace: true }, 'iservice');
    expect(navigate).toHaveBeenLastCalledWith('/ds/x?y=1', { replace: true });
  });

  it('the same request twice in a row (StrictMode) navigates once; later again', () => {
    const { handle, navigate, here } = setup();
    const message = { type: 'navigate', path: '/' };
    handle(message, 'ds');
    expect(handle(message, 'ds')).toBe('ignored');
    expect(navigate).toHaveBeenCalledTimes(1);
    here.now += NAVIGATE_DEDUP_MS;
    handle(message, 'ds');
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});

describe('refreshTips', () => {
  it('loads the tips again (a confirmed letter lifts the redirect)', async () => {
    signInAs('letter');
    const { store, handle } = setup('/iservice/tgtj/tjtsh');
    await store.dispatch(loadUserStatus());
    await store.dispatch(loadAccess());
    const served = selectTips(store.getState())!;
    const stale = Object.fromEntries(
      Object.entries(served).map(([key, value]) => [key, !value]),
    ) as unknown as typeof served;
    store.dispatch(tipsLoaded(stale));
    handle({ type: 'refreshTips' }, 'iservice');
    await vi.waitFor(() => expect(selectTips(store.getState())).toEqual(served), {
      timeout: 5_000,
    });
  });

  it('a refresh under way is not asked for twice', () => {
    const { handle, dispatch } = setup();
    expect(handle({ type: 'refreshTips' }, 'iservice')).toBe('done');
    expect(handle({ type: 'refreshTips' }, 'iservice')).toBe('ignored');
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(typeof vi.mocked(dispatch).mock.calls[0]![0]).toBe('function');
  });
});

describe('the page chrome', () => {
  it('setTitle: the title of the path (the header, and the document under /iservice and /ds)', () => {
    const { store, handle } = setup('/iservice/cpgl/cpfx/');
    handle({ type: 'setTitle', title: '产品发行' }, 'iservice');
    expect(selectPageTitleFor(store.getState(), '/iservice/cpgl/cpfx')).toBe('产品发行');
  });

  it('setTitle under /tgypt: the title of its path too (the policy keeps the shell’s document title)', () => {
    const { store, handle } = setup('/tgypt/zcdj/jyqrcx');
    handle({ type: 'setTitle', title: '交易确认查询' }, 'tgypt');
    expect(selectPageTitleFor(store.getState(), '/tgypt/zcdj/jyqrcx')).toBe('交易确认查询');
  });

  it('setBreadcrumbName renames the tab of the path', () => {
    const { store, handle } = setup('/iservice/cpgl/viewDetail/P1');
    handle({ type: 'setBreadcrumbName', name: '产品详情 P1' }, 'iservice');
    expect(selectBreadcrumbNameFor(store.getState(), '/iservice/cpgl/viewDetail/P1')).toBe(
      '产品详情 P1',
    );
  });

  it("a hash router's page: the names belong to the path with its route, not to an anchor", () => {
    const { store, handle } = setup('/ds/app');
    window.location.hash = '#/orders/7?tab=2';
    try {
      handle({ type: 'setTitle', title: '订单 7' }, 'ds');
      handle({ type: 'setBreadcrumbName', name: '订单 7' }, 'ds');
      expect(selectPageTitleFor(store.getState(), '/ds/app#/orders/7')).toBe('订单 7');
      expect(selectBreadcrumbNameFor(store.getState(), '/ds/app#/orders/7')).toBe('订单 7');
      window.location.hash = '#top';
      handle({ type: 'setTitle', title: '应用' }, 'ds');
      expect(selectPageTitleFor(store.getState(), '/ds/app')).toBe('应用');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('stepMode on and off for the path on screen', () => {
    const { store, handle } = setup();
    handle({ type: 'stepMode', on: true }, 'iservice');
    handle({ type: 'stepMode', on: true }, 'iservice');
    expect(selectStepModePath(store.getState())).toBe('/iservice/cpgl/cpfx');
    handle({ type: 'stepMode', on: false }, 'iservice');
    expect(selectStepModePath(store.getState())).toBeNull();
  });

  it('an app that is not the one on screen changes no title, name or step mode', () => {
    const { store, handle } = setup('/ds/xsgl/khcx');
    expect(handle({ type: 'setTitle', title: '别处' }, 'iservice')).toBe('ignored');
    expect(handle({ type: 'setBreadcrumbName', name: '别处' }, 'iservice')).toBe('ignored');
    expect(handle({ type: 'stepMode', on: true }, 'iservice')).toBe('ignored');
    expect(selectPageTitleFor(store.getState(), '/ds/xsgl/khcx')).toBeNull();
    expect(selectBreadcrumbNameFor(store.getState(), '/ds/xsgl/khcx')).toBeNull();
    expect(selectStepModePath(store.getState())).toBeNull();
  });

  it('a step page on its way out may turn step mode off', () => {
    const { store, handle } = setup('/ds/xsgl/khcx');
    store.dispatch(stepModeChanged({ path: '/iservice/cpgl/cpfx', on: true }));
    expect(handle({ type: 'stepMode', on: false }, 'iservice')).toBe('done');
    expect(selectStepModePath(store.getState())).toBeNull();
  });
});
