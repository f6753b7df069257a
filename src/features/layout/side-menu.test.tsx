import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/api/menu';
import { makeStore } from '@/app/store';
import { MENU_ICON_KEYS, type MenuIconKey } from '@/config/menu-keys';
import { accessLoaded } from '@/state/access-slice';
import { SideMenu } from './side-menu';

/** Spec 2.4 "Menu icon keys", in its order. */
const SPEC_ICON_KEYS = [
  ...'cpyy xsmj tgwy zcdj gzhs sfzx supervision_report'.split(' '),
  ...'sjfs jxfx tzrpt dlqs qtfw tsfw zonghegl'.split(' '),
];

/** The antd icon each key shows (its class anticon-<name>). */
const ICON_OF: Record<MenuIconKey, string> = {
  cpyy: 'fund',
  xsmj: 'team',
  tgwy: 'bank',
  zcdj: 'profile',
  gzhs: 'calculator',
  sfzx: 'account-book',
  supervision_report: 'audit',
  sjfs: 'database',
  jxfx: 'line-chart',
  tzrpt: 'solution',
  dlqs: 'file-protect',
  qtfw: 'customer-service',
  tsfw: 'safety-certificate',
  zonghegl: 'appstore',
};

function area(key: MenuIconKey): MenuItem {
  const node = (over: Partial<MenuItem>): MenuItem => ({
    key,
    name: `区域 ${key}`,
    microAppName: 'iservice',
    urlPath: '',
    child: [],
    type: 'menu',
    qxkey: key,
    visible: 'Y',
    privilegeKeys: '*',
    parentKeys: '',
    ...over,
  });
  const page = node({ key: `${key}_page`, name: `页面 ${key}`, urlPath: `/${key}/page` });
  return node({ icon: key, child: [page] });
}

function renderMenu(tree: MenuItem[]) {
  const store = makeStore();
  store.dispatch(
    accessLoaded({
      menu: tree,
      lists: { white: {}, black: {} },
      blocked: [],
      tips: { taxInfo: false, admin: false, taxNeedEdit: false, tjtsh: false, thgz_flag: false },
      letterOptional: true,
      isolated: false,
    }),
  );
  render(
    <Provider store={store}>
      <MemoryRouter>
        <SideMenu collapsed={false} />
      </MemoryRouter>
    </Provider>,
  );
  return screen.getByTestId('side-menu');
}

/** The anticon-<name> classes of the icon in an area's title. */
function iconOf(menu: HTMLElement, name: string): string[] {
  const title = within(menu).getByRole('menuitem', { name });
  const icon = title.querySelector('.anticon');
  return [...(icon?.classList ?? [])].filter((c) => c.startsWith('anticon-'));
}

describe('menu icon keys (spec 2.4)', () => {
  it('are the fourteen keys of the spec', () => {
    expect(MENU_ICON_KEYS).toEqual(SPEC_ICON_KEYS);
  });

  it('each key shows its own icon in the side menu', () => {
    const menu = renderMenu(MENU_ICON_KEYS.map(area));
    const shown = MENU_ICON_KEYS.map((key) => iconOf(menu, `区域 ${key}`));
    expect(shown).toEqual(MENU_ICON_KEYS.map((key) => [`anticon-${ICON_OF[key]}`]));
    expect(new Set(shown.flat()).size).toBe(14);
  });
});
