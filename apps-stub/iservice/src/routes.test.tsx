/** The purpose-built iservice pages: each shows what its route carries. */
import { screen, within } from '@testing-library/react';
import { EMPTY_GLOBAL_STATE, type GlobalState } from '@contract';
import { mountStub, type MountedStub } from '../../kit/testing';
import { ADMIN_PAGE_PATHS, stubApp } from './stub-app';

let mounted: MountedStub | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
});

const user = (roleNames: string[]): GlobalState['user'] => ({
  token: 't',
  userId: 'U1',
  instId: '20001',
  instName: '星辰私募基金管理有限公司',
  userName: 'u',
  realName: '用户',
  userType: 0,
  roleNames,
  instRoles: [],
});

it.each([
  ['/iservice/cpgl/cpcsbg?type=10', '10'],
  ['/iservice/cpgl/cpcsbg?type=3', '3'],
  ['/iservice/cpgl/cpcsbg', '（无）'],
])('%s shows its type query %s', async (path, type) => {
  mounted = await mountStub(stubApp, 'iservice', path);
  expect(screen.getByTestId('stub-page')).toHaveAttribute('data-path', '/cpgl/cpcsbg');
  expect(screen.getByTestId('stub-query-type')).toHaveTextContent(type);
});

it('viewDetail/:id shows the id and names its breadcrumb after it', async () => {
  mounted = await mountStub(stubApp, 'iservice', '/iservice/cpgl/viewDetail/P00123');
  expect(screen.getByTestId('stub-page')).toHaveAttribute('data-path', '/cpgl/viewDetail/P00123');
  expect(screen.getByTestId('stub-param-id')).toHaveTextContent('P00123');
  expect(screen.getByTestId('stub-page-name')).toHaveTextContent('产品详情');
  expect(mounted.sent).toContainEqual({ type: 'setBreadcrumbName', name: '产品详情 P00123' });
});

it('glrbccxDetail/:id/:pdCode shows both params', async () => {
  mounted = await mountStub(stubApp, 'iservice', '/iservice/cpgl/glrbccxDetail/77/SX1234');
  expect(screen.getByTestId('stub-param-id')).toHaveTextContent('77');
  expect(screen.getByTestId('stub-param-pdcode')).toHaveTextContent('SX1234');
  expect(mounted.sent).toContainEqual({ type: 'setBreadcrumbName', name: '报表详情 SX1234' });
});

it.each(ADMIN_PAGE_PATHS)('the system-admin page %s is marked and reads the role', async (path) => {
  mounted = await mountStub(stubApp, 'iservice', `/iservice/${path}`, {
    ...EMPTY_GLOBAL_STATE,
    user: user(['系统管理员']),
  });
  const page = screen.getByTestId('stub-page');
  expect(page).toHaveAttribute('data-admin-page', 'true');
  expect(page).toHaveAttribute('data-path', `/${path}`);
  expect(within(page).getByTestId('stub-admin-role')).toHaveTextContent('是管理员');
  mounted.setGlobalState({ user: user(['运营操作员']) });
  expect(within(page).getByTestId('stub-admin-role')).toHaveTextContent('不是管理员');
});

it('glrzhwh shows its grant from the permissions of the global state', async () => {
  mounted = await mountStub(stubApp, 'iservice', '/iservice/cpgl/glrzhwh', {
    ...EMPTY_GLOBAL_STATE,
    permissions: {
      white: {
        '/iservice/cpgl/glrzhwh': {
          key: 'glrzhwh',
          qxkey: 'iservice_cpgl_glrzhwh',
          privilegeKeys: 'glrzhwh_add,glrzhwh_query',
          name: '管理人账户维护',
        },
      },
      black: {},
      blocked: [],
    },
  });
  expect(screen.getByTestId('stub-privilege-keys')).toHaveTextContent('glrzhwh_add,glrzhwh_query');
  expect(screen.getByTestId('stub-page')).not.toHaveAttribute('data-admin-page');
  mounted.setGlobalState({ permissions: EMPTY_GLOBAL_STATE.permissions });
  expect(screen.getByTestId('stub-privilege-keys')).toHaveTextContent('不在白名单');
});
