/**
 * The lifecycles of the three stubs, mounted as qiankun mounts them: the stub page shows the
 * menu's page name and the user and institution of the global state, follows changes of it
 * live, and unmounting leaves no element, router listener or state listener behind.
 */
import { screen, within } from '@testing-library/react';
import { EMPTY_GLOBAL_STATE, MICRO_APPS, type GlobalState, type SubAppMenuItem } from '@contract';
import { stubApp as ds } from '../ds/src/stub-app';
import { stubApp as iservice } from '../iservice/src/stub-app';
import { stubApp as tgypt } from '../tgypt/src/stub-app';
import type { StubApp } from './define-stub-app';
import { mountStub, type MountedStub } from './testing';

const APPS: [keyof typeof MICRO_APPS, StubApp, string, string][] = [
  ['ds', ds, '/zxgt/khcx', '客户查询'],
  ['iservice', iservice, '/zcdj/lskfrsz', '临时开放日设置'],
  ['tgypt', tgypt, '/tgwy/yecx', '账户余额查询'],
];

function menuPage(app: keyof typeof MICRO_APPS, urlPath: string, name: string): SubAppMenuItem {
  return {
    key: urlPath.split('/').pop()!,
    name,
    microAppName: app,
    urlPath,
    type: 'menu',
    qxkey: `${app}${urlPath.replace(/\//g, '_')}`,
    visible: 'Y',
    privilegeKeys: '*',
    child: [],
  };
}

function stateFor(menus: SubAppMenuItem[], instName = '星辰私募基金管理有限公司'): GlobalState {
  const user = {
    token: 'mk1.test.token',
    userId: 'U10001',
    instId: '20001',
    instName,
    userName: 'admin',
    realName: '张明远',
    userType: 0,
    roleNames: ['系统管理员'],
    instRoles: [],
  };
  return { ...EMPTY_GLOBAL_STATE, user, token: user.token, instId: '20001', instName, menus };
}

let mounted: MountedStub | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
});

describe.each(APPS)('the %s stub', (app, lifecycles, path, name) => {
  const base = MICRO_APPS[app].base;
  // The page inside a folder, with a tab of the same urlPath that must not win.
  const folder: SubAppMenuItem = {
    ...menuPage(app, '', '业务区'),
    child: [
      { ...menuPage(app, path, '页签'), type: 'tab', key: 'tab1' },
      menuPage(app, path, name),
    ],
  };

  it('renders stub-page with data-app, data-path, the menu name and the names of the state', async () => {
    mounted = await mountStub(lifecycles, app, `${base}${path}`, stateFor([folder]));
    const page = within(mounted.container).getByTestId('stub-page');
    expect(page).toHaveAttribute('data-app', app);
    expect(page).toHaveAttribute('data-path', path);
    expect(within(page).getByTestId('stub-page-name')).toHaveTextContent(name);
    expect(within(page).getByTestId('stub-user-name')).toHaveTextContent('张明远（admin）');
    expect(within(page).getByTestId('stub-inst-name')).toHaveTextContent(
      '星辰私募基金管理有限公司',
    );
    expect(page.className).toBe(`${app}-page`);
    expect(mounted.sent).toContainEqual({ type: 'setTitle', title: name });
  });

  it('follows an institution switch in the global state without remounting', async () => {
    mounted = await mountStub(lifecycles, app, `${base}${path}`, stateFor([folder]));
    const before = within(mounted.container).getByTestId('stub-page');
    mounted.setGlobalState({ instId: '11160', instName: '汇通基金管理有限公司' });
    const after = within(mounted.container).getByTestId('stub-page');
    expect(within(after).getByTestId('stub-inst-name')).toHaveTextContent('汇通基金管理有限公司');
    expect(after).toBe(before);
    mounted.setGlobalState({ menus: [menuPage(app, path, '改名后的页面')] });
    expect(within(after).getByTestId('stub-page-name')).toHaveTextContent('改名后的页面');
  });

  it('falls back to the area and path when the menu has no entry', async () => {
    mounted = await mountStub(lifecycles, app, `${base}/no/such/page`, stateFor([]));
    expect(within(mounted.container).getByTestId('stub-page-name')).toHaveTextContent(
      `${MICRO_APPS[app].title} /no/such/page`,
    );
    expect(within(mounted.container).getByTestId('stub-user-name')).toHaveTextContent('张明远');
  });

  it('shows signed out with the empty state, then the user once the shell sends one', async () => {
    mounted = await mountStub(lifecycles, app, `${base}/`, EMPTY_GLOBAL_STATE);
    expect(within(mounted.container).getByTestId('stub-page')).toHaveAttribute('data-path', '/');
    expect(within(mounted.container).getByTestId('stub-user-name')).toHaveTextContent('未登录');
    mounted.setGlobalState(stateFor([]));
    expect(within(mounted.container).getByTestId('stub-user-name')).toHaveTextContent('张明远');
  });

  it('unmount leaves nothing behind: no element, no router listener, no late render', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const stub = await mountStub(lifecycles, app, `${base}${path}`, stateFor([folder]));
    const root = stub.container.querySelector(`#${app}-root`)!;
    expect(root.childElementCount).toBe(1);
    const popstate = added.mock.calls.filter(([type]) => type === 'popstate');
    expect(popstate.length).toBeGreaterThan(0);

    await stub.unmount();
    expect(root.childElementCount).toBe(0);
    for (const [, listener] of popstate) {
      expect(removed.mock.calls).toContainEqual(['popstate', listener]);
    }
    // A late state change (qiankun drops the listener only after unmount) renders nothing.
    stub.setGlobalState({ instName: '不应出现' });
    expect(root.childElementCount).toBe(0);
    expect(screen.queryByText('不应出现')).toBeNull();
    expect(stub.listenerCount()).toBe(1);
  });

  it('mounts again after an unmount (qiankun remounts a cached app)', async () => {
    const first = await mountStub(lifecycles, app, `${base}${path}`, stateFor([folder]));
    await first.unmount();
    mounted = await mountStub(lifecycles, app, `${base}${path}`, stateFor([folder], '第二次'));
    expect(within(mounted.container).getByTestId('stub-inst-name')).toHaveTextContent('第二次');
    expect(document.querySelectorAll('[data-testid="stub-page"]')).toHaveLength(1);
  });

  it('refuses props that are not the contract, or a base that is not its own', async () => {
    await expect(lifecycles.mount({ container: document.createElement('div') })).rejects.toThrow(
      /SubAppProps/,
    );
    const container = document.createElement('div');
    container.innerHTML = `<div id="${app}-root"></div>`;
    const props = { container, send: () => {}, onGlobalStateChange: () => {} };
    await expect(lifecycles.mount({ ...props, basePath: '/other' })).rejects.toThrow(/basePath/);
    await expect(
      lifecycles.mount({ ...props, container: document.createElement('div'), basePath: base }),
    ).rejects.toThrow(new RegExp(`#${app}-root`));
  });
});
