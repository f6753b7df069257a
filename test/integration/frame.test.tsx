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

  it('an operator does not see the system-admin pages in the menu', async () => {
    signInAs('operator');
    renderApp('/');
    await ready();
    const user = userEvent.setup();
    await user.type(screen.getByTestId('menu-search'), '普通用户维护');
    expect(await screen.findByText('未找到匹配的菜单')).toBeInTheDocument();
  });
});

describe('page chrome', () => {
  it('staff (gmtgsx and 内部员工) see no business description', async () => {
    signInAs('staff');
    renderApp('/');
    await screen.findByTestId('page-header');
    expect(screen.getByTestId('help-center')).toBeInTheDocument();
    expect(screen.queryByTestId('biz-desc-button')).toBeNull();
  });
});
