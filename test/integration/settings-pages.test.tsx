/**
 * The shell's own settings pages over the real routes and the mock API: the personal centre with
 * the institution picture and the common-menu settings (menuSet).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MENU_URLS } from '@/api/menu-urls';
import { SYSTEM_URLS } from '@/api/system-urls';
import { db } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { refuseWithoutMessage } from '../support/refusal';
import { failOnce, openAs } from '../support/home-page';
import { renderApp } from '../support/render-app';
import { API, label, SLOW, withShellPageDefaults } from '../support/shell-pages';
import { signInAs } from '../support/session';

withShellPageDefaults();

function adminCommonKeys(): string[] {
  return db.menuCommon.find((c) => c.userId === 'U10001' && c.instId === '20001')?.menuKeys ?? [];
}

function chosenKeys(): string[] {
  return screen
    .queryAllByTestId('menu-set-chosen-item')
    .map((item) => item.getAttribute('data-key') ?? '');
}

describe('personal centre (Settings/PersonalCenter)', SLOW, () => {
  it('shows the profile, the institution picture and the way to change the password', async () => {
    const { user, router } = openAs('admin', '/Settings/PersonalCenter');
    const page = await screen.findByTestId('personal-center-page');
    expect(await within(page).findByText('张明远')).toBeInTheDocument();
    const picture = await within(page).findByRole('img', { name: '机构图片' });
    expect(picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const { updateTime } = db.sysInstPictures.find((p) => p.instId === '20001')!;
    expect(within(page).getByText(`更新时间：${updateTime}`)).toBeInTheDocument();
    await user.click(within(page).getByRole('link', { name: /修改密码/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Settings/ChangePass'));
  });

  it.each([
    ['admin', '20001', '私募基金公司'],
    ['gmwb', '11160', '公募基金'],
  ] as const)(
    '%s (%s) sees the class of the institution (KHFL of queryCyrInfo): 管理人类型 %s',
    async (account, instId, name) => {
      signInAs(account, instId);
      renderApp('/Settings/PersonalCenter');
      const page = await screen.findByTestId('personal-center-page');
      expect(within(page).getByText('管理人类型')).toBeInTheDocument();
      await waitFor(() =>
        expect(within(page).getByTestId('manager-class')).toHaveTextContent(name),
      );
    },
  );

  it('deletes the picture only after the confirmation: 删除成功 and the empty state', async () => {
    const { user } = openAs('admin', '/Settings/PersonalCenter');
    await screen.findByRole('img', { name: '机构图片' });
    // Cancelling keeps it.
    await user.click(screen.getByRole('button', { name: /删除图片/ }));
    const cancel = await screen.findByRole('button', { name: label('取消') });
    await waitFor(() => expect(cancel).toHaveFocus());
    await user.click(cancel);
    expect(db.sysInstPictures.find((p) => p.instId === '20001')?.picture).toBeTruthy();
    // Confirming deletes it.
    await user.click(screen.getByRole('button', { name: /删除图片/ }));
    expect(await screen.findByText('删除后不可恢复，确定删除吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: label('删除') }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(await screen.findByText('暂无机构图片')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '机构图片' })).toBeNull();
    expect(db.sysInstPictures.find((p) => p.instId === '20001')?.picture).toBeNull();
  });

  it('a failed delete says so and keeps the picture', async () => {
    failOnce('post', SYSTEM_URLS.deleteInstPicture);
    const { user } = openAs('admin', '/Settings/PersonalCenter');
    await screen.findByRole('img', { name: '机构图片' });
    await user.click(screen.getByRole('button', { name: /删除图片/ }));
    await user.click(await screen.findByRole('button', { name: label('删除') }));
    expect(await screen.findByText('删除失败：网络异常，请稍后重试')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '机构图片' })).toBeInTheDocument();
    expect(db.sysInstPictures.find((p) => p.instId === '20001')?.picture).toBeTruthy();
  });

  it('a picture deleted elsewhere meanwhile: the server message, then the empty state', async () => {
    const { user } = openAs('admin', '/Settings/PersonalCenter');
    await screen.findByRole('img', { name: '机构图片' });
    const row = db.sysInstPictures.find((p) => p.instId === '20001');
    if (row) row.picture = null;
    await user.click(screen.getByRole('button', { name: /删除图片/ }));
    await user.click(await screen.findByRole('button', { name: label('删除') }));
    expect(
      await screen.findByText('暂无机构图片', { selector: '.ant-message *' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('暂无机构图片', { selector: '.ant-empty *' }),
    ).toBeInTheDocument();
  });

  it('an institution without a picture shows the empty state, no delete', async () => {
    const row = db.sysInstPictures.find((p) => p.instId === '20001');
    if (row) row.picture = null;
    signInAs('admin');
    renderApp('/Settings/PersonalCenter');
    expect(await screen.findByText('暂无机构图片')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /删除图片/ })).toBeNull();
  });

  it('a failed picture load shows the reason with a retry that recovers', async () => {
    failOnce('post', SYSTEM_URLS.queryInstPicture);
    const { user } = openAs('admin', '/Settings/PersonalCenter');
    const panel = await screen.findByTestId('inst-picture-panel');
    expect(await within(panel).findByText('机构图片加载失败')).toBeInTheDocument();
    expect(within(panel).getByText('网络异常')).toBeInTheDocument();
    // The profile beside it is not affected.
    expect(await within(screen.getByTestId('profile-panel')).findByText('张明远')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: /重\s*试/ }));
    expect(await within(panel).findByRole('img', { name: '机构图片' })).toBeInTheDocument();
  });
});

describe('common-menu settings (menuSet)', SLOW, () => {
  it('shows the saved common menus in order with the count, and the candidates by area', async () => {
    signInAs('admin');
    renderApp('/menuSet');
    await screen.findByTestId('menu-set-chosen');
    expect(chosenKeys()).toEqual(['glrzhwh', 'cpfx', 'cpcsbg', 'zjhz', 'glftz', 'jxfx', 'bbztc']);
    expect(screen.getByTestId('menu-set-count')).toHaveTextContent('7/12');
    const areas = screen
      .getAllByTestId('menu-set-area')
      .map((a) => a.getAttribute('aria-labelledby'));
    expect(areas).toContain('menu-set-area-cpyy');
    expect(areas).toContain('menu-set-area-xtgl');
    const ops = screen.getByRole('group', { name: '产品运营' });
    expect(within(ops).getByRole('checkbox', { name: '产品发行' })).toBeChecked();
    expect(within(ops).getByRole('checkbox', { name: '产品展示' })).not.toBeChecked();
    // Tabs and buttons of a page are not candidates.
    expect(screen.queryByRole('checkbox', { name: '账户信息' })).toBeNull();
  });

  it('adds, reorders and saves: 保存成功, and the server keeps the new order', async () => {
    const { user } = openAs('admin', '/menuSet');
    await screen.findByTestId('menu-set-chosen');
    const save = screen.getByTestId('menu-set-save');
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '产品展示' }));
    expect(screen.getByTestId('menu-set-count')).toHaveTextContent('8/12');
    await user.click(screen.getByRole('button', { name: '上移 产品展示' }));
    await user.click(screen.getByRole('button', { name: '移除 管理人账户维护' }));
    await user.click(screen.getByRole('button', { name: '下移 产品发行' }));
    const expected = ['cpcsbg', 'cpfx', 'zjhz', 'glftz', 'jxfx', 'cpzs', 'bbztc'];
    expect(chosenKeys()).toEqual(expected);
    expect(screen.getByRole('checkbox', { name: '管理人账户维护' })).not.toBeChecked();
    await user.click(save);
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(adminCommonKeys()).toEqual(expected);
    await waitFor(() => expect(save).toBeDisabled());
    expect(chosenKeys()).toEqual(expected);
  });

  it('refuses a 13th common menu', async () => {
    const row = db.menuCommon.find((c) => c.userId === 'U10001' && c.instId === '20001');
    if (row) row.menuKeys = [...row.menuKeys, 'cpzs', 'cpqp', 'cpfh', 'glrbccx'];
    const { user } = openAs('admin', '/menuSet');
    await screen.findByTestId('menu-set-chosen');
    expect(screen.getByTestId('menu-set-count')).toHaveTextContent('11/12');
    await user.click(screen.getByRole('checkbox', { name: '补充协议签署' }));
    expect(screen.getByTestId('menu-set-count')).toHaveTextContent('12/12');
    const thirteenth = screen.getByRole('checkbox', { name: '合同模板管理' });
    await user.click(thirteenth);
    expect(await screen.findByText('常用菜单最多设置12个')).toBeInTheDocument();
    expect(thirteenth).not.toBeChecked();
    expect(screen.getByTestId('menu-set-count')).toHaveTextContent('12/12');
    expect(chosenKeys()).toHaveLength(12);
    expect(chosenKeys()).not.toContain('htmbgl');
    // The twelve are saved.
    await user.click(screen.getByTestId('menu-set-save'));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(adminCommonKeys()).toHaveLength(12);
    expect(adminCommonKeys().at(-1)).toBe('SupplementaryAgreement');
  });

  it('a refused save shows the server message and keeps the choice; reset restores the saved', async () => {
    server.use(
      http.post(
        `${API}${MENU_URLS.updateCommonMenuNew}`,
        () => HttpResponse.json({ code: 2103, data: null, message: '常用菜单最多设置12个' }),
        { once: true },
      ),
    );
    const { user } = openAs('admin', '/menuSet');
    await screen.findByTestId('menu-set-chosen');
    await user.click(screen.getByRole('checkbox', { name: '产品展示' }));
    await user.click(screen.getByTestId('menu-set-save'));
    expect(await screen.findByTestId('menu-set-error')).toHaveTextContent('常用菜单最多设置12个');
    expect(chosenKeys()).toContain('cpzs');
    expect(adminCommonKeys()).not.toContain('cpzs');
    await user.click(screen.getByRole('button', { name: /重\s*置/ }));
    expect(chosenKeys()).not.toContain('cpzs');
    expect(screen.getByTestId('menu-set-count')).toHaveTextContent('7/12');
    expect(screen.queryByTestId('menu-set-error')).toBeNull();
  });

  it.each([
    {
      title: 'a network failure on save keeps the choice and says 网络异常',
      fail: () => failOnce('post', MENU_URLS.updateCommonMenuNew),
      says: '网络异常',
    },
    {
      title: 'a refused save without a message says 保存失败 and keeps the choice',
      fail: () => refuseWithoutMessage('post', MENU_URLS.updateCommonMenuNew),
      says: /^保存失败$/,
    },
  ])('$title', async ({ fail, says }) => {
    fail();
    const { user } = openAs('admin', '/menuSet');
    await screen.findByTestId('menu-set-chosen');
    await user.click(screen.getByRole('button', { name: '移除 管理人账户维护' }));
    await user.click(screen.getByTestId('menu-set-save'));
    expect(await screen.findByTestId('menu-set-error')).toHaveTextContent(says);
    expect(chosenKeys()).not.toContain('glrzhwh');
    expect(adminCommonKeys()).toContain('glrzhwh');
  });

  it('searches the candidates; no match says so', async () => {
    const { user } = openAs('admin', '/menuSet');
    await screen.findByTestId('menu-set-chosen');
    const search = screen.getByRole('searchbox', { name: '搜索可选菜单' });
    await user.type(search, '估值表');
    const candidates = screen.getByTestId('menu-set-candidates');
    const names = () =>
      within(candidates)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent);
    // The list follows the text after spec 9's 50 ms debounce.
    await waitFor(() =>
      expect(names()).toEqual(['公募估值表下载', '估值表查询', '估值表查询与下载']),
    );
    await user.clear(search);
    await user.type(search, '没有这个菜单');
    expect(await screen.findByText('未找到匹配的菜单')).toBeInTheDocument();
  });

  it('an empty common-menu list shows its empty state', async () => {
    const row = db.menuCommon.find((c) => c.userId === 'U10001');
    if (row) row.menuKeys = [];
    signInAs('admin');
    renderApp('/menuSet');
    expect(await screen.findByTestId('menu-set-chosen-empty')).toHaveTextContent(
      '暂未设置常用菜单',
    );
    expect(screen.getByTestId('menu-set-count')).toHaveTextContent('0/12');
  });

  it('a failed load shows the reason with a retry that recovers', async () => {
    failOnce('get', MENU_URLS.queryCommonMenu);
    const { user } = openAs('admin', '/menuSet');
    expect(await screen.findByText('常用菜单加载失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByTestId('menu-set-chosen')).toBeInTheDocument();
  });
});
