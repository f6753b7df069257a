/**
 * The shell's own information pages over the real routes and the mock API: the operating
 * guidance zone (yzzyfwzq) and the online sign-up (zxbm).
 */
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SYSTEM_URLS } from '@/api/system-urls';
import { mockToday } from '@/mocks/clock';
import { db } from '@/mocks/db/db';
import { seedDates } from '@/mocks/db/seed-dates';
import { upcomingTraining } from '@/mocks/db/seed-system-notice-texts';
import { server } from '@/mocks/node';
import { failOnce, openAs } from '../support/home-page';
import { renderApp } from '../support/render-app';
import { SLOW, withShellPageDefaults } from '../support/shell-pages';
import { signInAs } from '../support/session';

withShellPageDefaults();

const TRAINING_ID = 'N202611150003';
/** The training of the coming days as of the test's business date, open to sign-up. */
const training = () => upcomingTraining(seedDates(mockToday()));
const signUpPath = () =>
  `/zxbm?id=${TRAINING_ID}&title=${encodeURIComponent(training().title)}&ly=notice`;

describe('operating guidance zone (yzzyfwzq)', SLOW, () => {
  it('shows the categories and their guides, each opened the right way', async () => {
    const { user, router } = openAs('admin', '/yzzyfwzq');
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
    const { user } = openAs('admin', '/yzzyfwzq');
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
    const { user } = openAs('admin', '/yzzyfwzq');
    await screen.findAllByTestId('guide-item');
    await user.click(screen.getByText('划款指令', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(screen.getAllByTestId('guide-item')).toHaveLength(2));
    expect(screen.getAllByTestId('guide-category')).toHaveLength(1);
  });

  it('a failed load shows the reason with a retry that recovers', async () => {
    failOnce('post', SYSTEM_URLS.queryOperationalGuidance);
    const { user } = openAs('admin', '/yzzyfwzq');
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
    const { user } = openAs('admin', signUpPath());
    expect(await screen.findByTestId('sign-up-title')).toHaveTextContent(training().title);
    expect(screen.getByText(`${training().deadline} 23:59:59`)).toBeInTheDocument();
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
    const { user } = openAs('admin', signUpPath());
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
      title: training().title,
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
    failOnce('post', SYSTEM_URLS.noticeRegistSubmit);
    const { user } = openAs('admin', signUpPath());
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
      title: training().title,
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
    const { user } = openAs('admin', signUpPath());
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
