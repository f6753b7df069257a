import { IDLE_STATUS, type AppStatus } from '@/features/micro/app-status';
import { panelOf, type PanelInput } from '@/features/micro/panel-of';
import { LOADING_FLAGS, type LoadingFlag } from '@/state/loading-flags';

const all = (value: boolean) =>
  Object.fromEntries(LOADING_FLAGS.map((flag) => [flag, value])) as Record<LoadingFlag, boolean>;

const input = (patch: Partial<PanelInput> = {}): PanelInput => ({
  app: 'iservice',
  flags: all(true),
  errors: {},
  status: IDLE_STATUS,
  startError: null,
  ...patch,
});
const status = (patch: Partial<AppStatus>): AppStatus => ({ ...IDLE_STATUS, ...patch });

describe('panelOf', () => {
  it('shows nothing on a shell page, whatever failed', () => {
    expect(panelOf(input({ app: null, errors: { productList: 'x' } }))).toBeNull();
  });

  it('shows nothing once the app is on screen', () => {
    expect(panelOf(input({ status: status({ phase: 'mounted' }) }))).toBeNull();
  });

  it('names the flags still loading', () => {
    const flags = { ...all(true), productList: false, participantInfo: false };
    expect(panelOf(input({ flags }))).toEqual({
      kind: 'waiting',
      pending: ['productList', 'participantInfo'],
    });
  });

  it('names what failed, in the flags order, with its message (never a silent hang)', () => {
    const flags = { ...all(true), authorityView: false, sysConfig: false };
    expect(
      panelOf(
        input({ flags, errors: { authorityView: '网络异常', sysConfig: '系统配置加载失败' } }),
      ),
    ).toEqual({
      kind: 'flags-failed',
      failed: [
        { flag: 'sysConfig', message: '系统配置加载失败' },
        { flag: 'authorityView', message: '网络异常' },
      ],
    });
  });

  it('a failure shows even over an app still on screen (after an institution switch)', () => {
    const panel = panelOf(
      input({ errors: { productList: 'x' }, status: status({ phase: 'mounted' }) }),
    );
    expect(panel?.kind).toBe('flags-failed');
  });

  it('while the flags load again after a switch, the app on screen stays alone', () => {
    expect(
      panelOf(
        input({ flags: { ...all(true), menu: false }, status: status({ phase: 'mounted' }) }),
      ),
    ).toBeNull();
  });

  it('a runtime that could not start, an app that failed, an app loading', () => {
    expect(panelOf(input({ startError: 'Failed to fetch' }))).toEqual({
      kind: 'start-failed',
      message: 'Failed to fetch',
    });
    expect(
      panelOf(input({ status: status({ phase: 'failed', failedPhase: 'mount', error: 'boom' }) })),
    ).toEqual({ kind: 'app-failed', app: 'iservice', phase: 'mount', message: 'boom' });
    expect(panelOf(input({ app: 'ds', status: status({ phase: 'loading' }) }))).toEqual({
      kind: 'app-loading',
      app: 'ds',
    });
  });

  it('an app that threw after it mounted stays, with the offer to reload it', () => {
    expect(panelOf(input({ status: status({ phase: 'crashed', error: 'boom' }) }))).toEqual({
      kind: 'app-crashed',
      app: 'iservice',
      message: 'boom',
    });
  });
});
