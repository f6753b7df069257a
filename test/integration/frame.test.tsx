/**
 * Issue 5: the frame over the real routes and the mock API: side menu links, menu search with
 * the keyboard, breadcrumb tabs, the page chrome and its business description.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';
import { signInAs } from '../support/session';

configure({ asyncUtilTimeout: 10_000 });

async function ready() {
  await screen.findByTestId('home-page');
  await screen.findByTestId('side-menu');
}

describe('side menu and search', () => {
  it('a page of the menu opens at /{app}{path} with a refresh timestamp', async () => {
    signInAs('admin');
    const { router } = renderApp('/');
    await ready();
    const user = userEvent.setup();
    const menu = screen.getByTestId('side-menu');
    await user.click(within(menu).getByText('产品运营'));
    await user.click(await within(menu).findByText('产品管理'));
    await user.click(await within(menu).findByText('产品分红'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/iservice/cpgl/cpfh'));
    expect(router.state.location.search).toMatch(/^\?t=\d+$/);
    expect(screen.getByTestId('page-title')).toHaveTextContent('产品分红');
  });

  it('menu search: arrow down and Enter open the page found', async () => {
    signInAs('admin');
    const { router } = renderApp('/');
    await ready();
    const user = userEvent.setup();
    await user.type(screen.getByTestId('menu-search'), '净值披露');
    await screen.findAllByTestId('menu-search-option');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/iservice/gzhs/jzpl'));
  });

  it('an operator does not see the system-admin pages in the menu', async () => {
    signInAs('operator');
    renderApp('/');
    await ready();
    const user = userEvent.setup();
    await user.type(screen.getByTestId('menu-search'), '普通用户维护');
    expect(await screen.findByText('未找到匹配的菜单')).toBeInTheDocument();
  });
});

describe('breadcrumb tabs', () => {
  it('eight pages leave six tabs; fee ledgers and home are never tabs; a tab closes', async () => {
    signInAs('admin');
    const { router } = renderApp('/');
    await ready();
    const paths = [
      '/iservice/cpgl/cpfx',
      '/iservice/cpgl/cpfh',
      '/iservice/cpgl/cpzs',
      '/iservice/cpgl/cpqp',
      '/iservice/zcdj/lskfrsz',
      '/tgypt/zcdj/fecx',
      '/iservice/gzhs/gzbcx',
      '/iservice/gzhs/jzpl',
      '/iservice/fygzbg/glftz',
      '/',
    ];
    for (const path of paths) {
      await router.navigate(path);
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
    }
    await waitFor(() => expect(screen.getAllByTestId('tab-item')).toHaveLength(6));
    const names = screen.getAllByTestId('tab-item').map((tab) => tab.textContent);
    expect(names[0]).toContain('产品展示');
    expect(names[5]).toContain('净值披露');
    expect(names.join()).not.toContain('管理费台账');

    await userEvent.setup().click(screen.getByRole('button', { name: '关闭 产品展示' }));
    expect(screen.getAllByTestId('tab-item')).toHaveLength(5);
  });
});

describe('page chrome', () => {
  it('the business description shows the steps with their statuses', async () => {
    signInAs('admin');
    renderApp('/iservice/cpgl/cpfx');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('biz-desc-button'));
    const dialog = await screen.findByRole('dialog', { name: '业务说明' });
    expect(await within(dialog).findByText('产品发行申请')).toBeInTheDocument();
    const steps = within(dialog).getByTestId('biz-desc-steps');
    expect(steps.querySelectorAll('.ant-steps-item-finish')).toHaveLength(1);
    expect(steps.querySelectorAll('.ant-steps-item-process')).toHaveLength(1);
    expect(steps.querySelectorAll('.ant-steps-item-wait')).toHaveLength(3);
  });

  it('a page without a description says 暂无数据', async () => {
    signInAs('admin');
    renderApp('/iservice/xtgl/czrz');
    await userEvent.setup().click(await screen.findByTestId('biz-desc-button'));
    const dialog = await screen.findByRole('dialog', { name: '业务说明' });
    expect(await within(dialog).findByText('暂无数据')).toBeInTheDocument();
  });

  it('staff (gmtgsx and 内部员工) see no business description', async () => {
    signInAs('staff');
    renderApp('/');
    await screen.findByTestId('page-header');
    expect(screen.getByTestId('help-center')).toBeInTheDocument();
    expect(screen.queryByTestId('biz-desc-button')).toBeNull();
  });

  it('Back returns one step in history', async () => {
    signInAs('admin');
    const { router } = renderApp('/');
    await ready();
    await router.navigate('/iservice/cpgl/cpfx');
    await router.navigate('/iservice/gzhs/jzpl');
    await userEvent.setup().click(screen.getByTestId('page-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/iservice/cpgl/cpfx'));
  });
});
