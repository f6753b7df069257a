/**
 * The shell's own pages over the real routes and the mock API: the personal
 * centre with the institution picture, the common-menu settings (menuSet), the operating
 * guidance zone (yzzyfwzq) and the online sign-up (zxbm).
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU_URLS } from '@/api/menu-urls';
import { SYSTEM_URLS } from '@/api/system-urls';
import { db } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { renderApp } from '../support/render-app';
import { signInAs } from '../support/session';

configure({ asyncUtilTimeout: 10_000 });

/** The whole portal renders in jsdom on a machine shared with other builds: room for a slow run. */
const SLOW = { timeout: 40_000 };

const API = 'http://localhost:3000/api/';
const TRAINING_ID = 'N202611150003';
const TRAINING_TITLE = '2026年私募基金运营实务培训（第四期）';
const SIGN_UP_PATH = `/zxbm?id=${TRAINING_ID}&title=${encodeURIComponent(TRAINING_TITLE)}&ly=notice`;

/** antd puts a space between the two characters of a two-character button label. */
const label = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

afterEach(() => vi.useRealTimers());

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
    signInAs('admin');
    const user = userEvent.setup();
    const { router } = renderApp('/Settings/PersonalCenter');
    const page = await screen.findByTestId('personal-center-page');
    expect(await within(page).findByText('张明远')).toBeInTheDocument();
    const picture = await within(page).findByRole('img', { name: '机构图片' });
    expect(picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(page).getByText('更新时间：2026-06-12 10:20:00')).toBeInTheDocument();
    await user.click(within(page).getByRole('link', { name: /修改密码/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Settings/ChangePass'));
  });

  it('deletes the picture only after the confirmation: 删除成功 and the empty state', async () => {
    signInAs('admin');
    const user = userEvent.setup();
    renderApp('/Settings/PersonalCenter');
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
    server.use(
      http.post(`${API}${SYSTEM_URLS.deleteInstPicture}`, () => HttpResponse.error(), {
        once: true,
      }),
    );
    signInAs('admin');
    const user = userEvent.setup();
    renderApp('/Settings/PersonalCenter');
    await screen.findByRole('img', { name: '机构图片' });
    await user.click(screen.getByRole('button', { name: /删除图片/ }));
    await user.click(await screen.findByRole('button', { name: label('删除') }));
    expect(await screen.findByText('删除失败：网络异常，请稍后重试')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '机构图片' })).toBeInTheDocument();
    expect(db.sysInstPictures.find((p) => p.instId === '20001')?.picture).toBeTruthy();
  });

  it('a picture deleted elsewhere meanwhile: the server message, then the empty state', async () => {
    signInAs('admin');
    const user = userEvent.setup();
    renderApp('/Settings/PersonalCenter');
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
    server.use(
      http.post(`${API}${SYSTEM_URLS.queryInstPicture}`, () => HttpResponse.error(), {
        once: true,
      }),
    );
    signInAs('admin');
    const user = userEvent.setup();
    renderApp('/Settings/PersonalCenter');
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
    signInAs('admin');
    const user = userEvent.setup();
    renderApp('/menuSet');
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
    signInAs('admin');
    const user = userEvent.setup();
    renderApp('/menuSet');
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
    signInAs('admin');
    const user = userEvent.setup();
    renderApp('/menuSet');
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

  it('a network failure on save keeps the choice and says 网络异常', async () => {
    server.use(
      http.post(`${API}${MENU_URLS.updateCommonMenuNew}`, () => HttpResponse.error(), {
        once: true,
      }),
    );
    signInAs('admin');
    const user = userEvent.setup();
    renderApp('/menuSet');
    await screen.findByTestId('menu-set-chosen');
    await user.click(screen.getByRole('button', { name: '移除 管理人账户维护' }));
    await user.click(screen.getByTestId('menu-set-save'));
    expect(await screen.findByTestId('menu-set-error')).toHaveTextContent('网络异常');
    expect(chosenKeys()).not.toContain('glrzhwh');
    expect(adminCommonKeys()).toContain('glrzhwh');
  });

  it('searches the candidates; no match says so', async () => {
    signInAs('admin');
    const user = userEvent.setup();
    renderApp('/menuSet');
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
    server.use(
      http.get(`${API}${MENU_URLS.queryCommonMenu}`, () => HttpResponse.error(), { once: true }),
    );
    signInAs('admin');
    const user = userEvent.setup();
    renderApp('/menuSet');
    expect(await screen.findByText('常用菜单加载失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByTestId('menu-set-chosen')).toBeInTheDocument();
  });
});

describe('operating guidance zone (yzzyfwzq)', SLOW, () => {
  it('shows the categories and their guides, each opened the right way', async () => {
    signInAs('admin');
    const user = userEvent.setup();
    const { router } = renderApp('/yzzyfwzq');
    await screen.findAllByTestId('guide-item');
    const sections = screen.getAllByTestId('guide-category');
    expect(sections.map((s) => within(s).getByRole('heading').textContent)).toEqual([
      '产品发行',
      '划款指令',
      '估值与信披',
      '账户与权限',
    ]);
    expect(screen.getAllByTestId('guide-item')).toHaveLength(9);
    const video = screen.getByRole('link', { name: /观看视频：产品发行页面操作演示/ });
    expect(video).toHaveAttribute('href', 'https://video.xinghe-sec.com.cn/guide/cpfx.mp4');
    expect(video).toHaveAttribute('target', '_blank');
    expect(video.getAttribute('rel')).toContain('noopener');
    const doc = screen.getByRole('link', { name: '下载文档：私募证券基金发行操作指引' });
    expect(doc).toHaveAttribute('download', '私募证券基金发行操作指引.pdf');
    expect(doc.getAttribute('href')).toMatch(/^data:application\/pdf/);
    await user.click(screen.getByRole('link', { name: '前往办理：去发行' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/iservice/cpgl/cpfx'));
  });

  it('searches by keyword on the server; nothing found says so, clearing shows all again', async () => {
    const keywords: (string | undefined)[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith(SYSTEM_URLS.queryOperationalGuidance)) {
        const body = (await request.clone().json()) as { keyword?: string };
        keywords.push(body.keyword);
      }
    });
    signInAs('admin');
    const user = userEvent.setup();
    renderApp('/yzzyfwzq');
    await screen.findAllByTestId('guide-item');
    const search = screen.getByRole('searchbox', { name: '搜索运营指导' });
    await user.type(search, '估值{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('guide-item')).toHaveLength(1));
    expect(screen.getByTestId('guide-item')).toHaveTextContent('估值表核对要点');
    expect(screen.getByTestId('guidance-summary')).toHaveTextContent(
      '共找到 1 条与“估值”相关的指引',
    );
    await user.clear(search);
    await user.type(search, '不存在的指引{Enter}');
    expect(await screen.findByTestId('guidance-empty')).toHaveTextContent(
      '未找到与“不存在的指引”相关的指引',
    );
    await user.click(screen.getByRole('button', { name: '清除搜索' }));
    await waitFor(() => expect(screen.getAllByTestId('guide-item')).toHaveLength(9));
    expect(keywords).toEqual([undefined, '估值', '不存在的指引', undefined]);
    server.events.removeAllListeners();
  });

  it('filters by category', async () => {
    signInAs('admin');
    const user = userEvent.setup();
    renderApp('/yzzyfwzq');
    await screen.findAllByTestId('guide-item');
    await user.click(screen.getByText('划款指令', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(screen.getAllByTestId('guide-item')).toHaveLength(2));
    expect(screen.getAllByTestId('guide-category')).toHaveLength(1);
  });

  it('a failed load shows the reason with a retry that recovers', async () => {
    server.use(
      http.post(`${API}${SYSTEM_URLS.queryOperationalGuidance}`, () => HttpResponse.error(), {
        once: true,
      }),
    );
    signInAs('admin');
    const user = userEvent.setup();
    renderApp('/yzzyfwzq');
    expect(await screen.findByText('运营指导加载失败')).toBeInTheDocument();
    expect(screen.getByText('网络异常')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findAllByTestId('guide-item')).toHaveLength(9);
  });
});

describe('online sign-up (zxbm)', SLOW, () => {
  async function fillValid(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('姓名'), '张明远');
    await user.type(screen.getByLabelText('手机号'), '13912345678');
    await user.type(screen.getByLabelText('邮箱'), 'zmy@example.com');
    await user.type(screen.getByLabelText('备注'), '两人参加');
  }

  it('without an id there is a clear message and no form', async () => {
    signInAs('admin');
    renderApp('/zxbm?title=abc');
    expect(await screen.findByTestId('sign-up-missing-id')).toHaveTextContent('报名链接无效');
    expect(screen.queryByTestId('sign-up-form')).toBeNull();
  });

  it('shows the title of the link and checks each field in Chinese', async () => {
    signInAs('admin');
    const user = userEvent.setup();
    renderApp(SIGN_UP_PATH);
    expect(await screen.findByTestId('sign-up-title')).toHaveTextContent(TRAINING_TITLE);
    expect(screen.getByText('2026-11-30 23:59:59')).toBeInTheDocument();
    expect(screen.getByLabelText('单位')).toHaveValue('星辰私募基金管理有限公司');
    await user.click(screen.getByTestId('sign-up-submit'));
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    expect(screen.getByText('请输入手机号码')).toBeInTheDocument();
    await user.type(screen.getByLabelText('手机号'), '2391234567');
    await user.type(screen.getByLabelText('邮箱'), 'not-an-email');
    await user.click(screen.getByTestId('sign-up-submit'));
    expect(await screen.findByText('手机号格式不正确')).toBeInTheDocument();
    expect(screen.getByText('邮箱格式不正确')).toBeInTheDocument();
    expect(db.sysNoticeRegists).toHaveLength(0);
  });

  it('submits once: 报名成功 with the sign-up id, recorded by the server', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes(SYSTEM_URLS.noticeRegistSubmit)) calls.push(request.url);
    });
    signInAs('admin');
    const user = userEvent.setup();
    renderApp(SIGN_UP_PATH);
    await screen.findByTestId('sign-up-form');
    await fillValid(user);
    const submit = screen.getByTestId('sign-up-submit');
    await user.dblClick(submit);
    const done = await screen.findByTestId('sign-up-done');
    expect(done).toHaveTextContent('报名成功');
    expect(done).toHaveTextContent(/报名编号：BM\d+/);
    expect(calls).toHaveLength(1);
    expect(db.sysNoticeRegists).toHaveLength(1);
    expect(db.sysNoticeRegists[0]).toMatchObject({
      noticeId: TRAINING_ID,
      title: TRAINING_TITLE,
      ly: 'notice',
      name: '张明远',
      mobile: '13912345678',
      email: 'zmy@example.com',
      company: '星辰私募基金管理有限公司',
      attendees: 1,
      remark: '两人参加',
    });
    server.events.removeAllListeners();
  });

  it('a network failure keeps everything typed; a later submit goes through', async () => {
    server.use(
      http.post(`${API}${SYSTEM_URLS.noticeRegistSubmit}`, () => HttpResponse.error(), {
        once: true,
      }),
    );
    signInAs('admin');
    const user = userEvent.setup();
    renderApp(SIGN_UP_PATH);
    await screen.findByTestId('sign-up-form');
    await fillValid(user);
    vi.useFakeTimers({ toFake: ['Date'] });
    await user.click(screen.getByTestId('sign-up-submit'));
    expect(await screen.findByTestId('sign-up-error')).toHaveTextContent(
      '提交失败：网络异常，请稍后重试',
    );
    expect(screen.getByLabelText('姓名')).toHaveValue('张明远');
    expect(screen.getByLabelText('手机号')).toHaveValue('13912345678');
    expect(screen.getByLabelText('邮箱')).toHaveValue('zmy@example.com');
    expect(screen.getByLabelText('备注')).toHaveValue('两人参加');
    // The re-click guard holds the button for 3 s; after that the same data goes through.
    vi.setSystemTime(Date.now() + 3100);
    await user.click(screen.getByTestId('sign-up-submit'));
    expect(await screen.findByTestId('sign-up-done')).toHaveTextContent('报名成功');
    expect(db.sysNoticeRegists).toHaveLength(1);
  });

  it('a refusal of the server is shown at the mobile field and keeps the form', async () => {
    db.sysNoticeRegists.push({
      registId: 'BM202611150003001',
      noticeId: TRAINING_ID,
      title: TRAINING_TITLE,
      ly: 'notice',
      name: '张明远',
      mobile: '13912345678',
      company: '星辰私募基金管理有限公司',
      position: '',
      email: '',
      attendees: 1,
      remark: '',
      userId: 'U10001',
      instId: '20001',
      submitTime: '2026-11-21 10:00:00',
    });
    signInAs('admin');
    const user = userEvent.setup();
    renderApp(SIGN_UP_PATH);
    await screen.findByTestId('sign-up-form');
    await fillValid(user);
    await user.click(screen.getByTestId('sign-up-submit'));
    expect(await screen.findByTestId('sign-up-error')).toHaveTextContent('该手机号已报名');
    // The field's message comes through antd's form state, a render after the alert.
    await waitFor(() => expect(screen.getAllByText('该手机号已报名')).toHaveLength(2));
    expect(screen.getByLabelText('姓名')).toHaveValue('张明远');
  });

  it('a notice not open to sign-up says so instead of a form', async () => {
    signInAs('admin');
    renderApp('/zxbm?id=N202611200001&title=x&ly=notice');
    expect(await screen.findByTestId('sign-up-unavailable')).toHaveTextContent(
      '该活动未开放在线报名',
    );
    expect(screen.queryByTestId('sign-up-form')).toBeNull();
  });

  it('an unknown notice says it does not exist', async () => {
    signInAs('admin');
    renderApp('/zxbm?id=N000&title=x&ly=notice');
    expect(await screen.findByTestId('sign-up-unavailable')).toHaveTextContent('报名活动不存在');
  });
});
