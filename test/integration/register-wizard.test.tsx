/**
 * The /create wizard through the real app: organisation info (rules, suggestions,
 * look-ups, resuming), the stored draft, submission, questionnaire and agreements to 注册成功.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { REGISTER_DRAFT_KEY, saveDraft } from '@/features/register/register-draft';
import { emptyWizard } from '@/features/register/register-model';
import { db } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { renderApp } from '../support/render-app';
import { countRequests } from '../support/count-requests';
import {
  adminForm,
  openWithDraft,
  orgOnlyDraft,
  resumeWithProof,
  seeded,
} from './register-support';

configure({ asyncUtilTimeout: 5000 });

const tid = (id: string) => screen.getByTestId(id);
const XUANYUAN = {
  instName: '杭州玄元投资管理有限公司',
  creditCode: '91330106MAJG7LCMK7',
  amacCode: 'P1037797',
};

async function openCreate() {
  const view = renderApp('/create');
  await screen.findByTestId('register-step-inst', {}, { timeout: 8000 });
  return view;
}

// The whole portal renders in jsdom; a first render on a busy machine is slow.
describe('organisation step', { timeout: 40_000 }, () => {
  it('shows the spec messages next to the fields', async () => {
    const user = userEvent.setup();
    const saves = countRequests('user/updateInst');
    await openCreate();
    await user.click(tid('register-inst-next'));
    expect(await screen.findByTestId('register-error-instName')).toHaveTextContent(
      '请输入机构名称',
    );
    expect(tid('register-error-creditCode')).toHaveTextContent('请输入统一社会信用代码');
    expect(tid('register-error-amacCode')).toHaveTextContent('请输入协会登记编号');
    await waitFor(() => expect(tid('register-inst-name')).toHaveFocus());

    await user.type(tid('register-credit-code'), '91330106MAJG7LCMK8');
    await user.tab();
    await waitFor(() =>
      expect(tid('register-error-creditCode')).toHaveTextContent('请检查统一社会信用代码'),
    );
    await user.type(tid('register-amac-code'), 'x123');
    await user.tab();
    await waitFor(() =>
      expect(tid('register-error-amacCode')).toHaveTextContent('协会登记编号格式不正确'),
    );
    expect(saves.count).toBe(0);
  });

  it('fills the credit code from the name and the rest from the association, then saves the draft', async () => {
    const user = userEvent.setup();
    const { store } = await openCreate();
    expect(store).toBeDefined();
    await user.type(tid('register-inst-name'), XUANYUAN.instName);
    await user.click(tid('register-legal-rep'));
    await waitFor(() => expect(tid('register-credit-code')).toHaveValue(XUANYUAN.creditCode));
    await waitFor(() => expect(tid('register-amac-code')).toHaveValue(XUANYUAN.amacCode));
    expect(tid('register-legal-rep')).toHaveValue('陈晓峰');
    expect(await screen.findByTestId('register-manager-info')).toHaveTextContent('50,000,000.00');
    await user.click(tid('register-inst-next'));
    expect(await screen.findByTestId('register-step-admin')).toBeInTheDocument();
    const reg = db.registrations.find((r) => r.inst.creditCode === XUANYUAN.creditCode);
    expect(reg?.status).toBe('draft');
    const stored = JSON.parse(localStorage.getItem(REGISTER_DRAFT_KEY) ?? '{}') as {
      data?: { regId?: string; draftToken?: string; step?: string };
    };
    // The draft token is kept beside the regId.
    expect(stored.data).toMatchObject({
      regId: reg?.regId,
      draftToken: reg?.draftToken,
      step: 'admin',
    });
    // Back to the organisation: everything typed is still there.
    await user.click(tid('register-back'));
    expect(await screen.findByTestId('register-credit-code')).toHaveValue(XUANYUAN.creditCode);
  });

  it('suggests institutions by name, marking those already registered', async () => {
    const user = userEvent.setup();
    await openCreate();
    await user.type(tid('register-inst-name'), '星辰私募');
    const registered = await screen.findByText('已注册', {}, { timeout: 5000 });
    expect(registered.closest('[data-testid="register-inst-option"]')).toHaveTextContent(
      '星辰私募基金管理有限公司',
    );
    await user.clear(tid('register-inst-name'));
    await user.type(tid('register-inst-name'), '苏州观澜');
    const option = await screen.findByText('苏州观澜私募基金管理有限公司', {
      selector: '[data-testid="register-inst-option"] span',
    });
    await user.click(option);
    await waitFor(() => expect(tid('register-credit-code')).toHaveValue('91320505MAU6QKC8MC'));
    await waitFor(() => expect(tid('register-amac-code')).toHaveValue('P1075794'));
  });

  it('an institution already on the platform is sent to the login', async () => {
    const user = userEvent.setup();
    await openCreate();
    await user.type(tid('register-credit-code'), '91310115MA1K4LQX8H');
    await user.tab();
    const message = await screen.findByTestId('register-error-creditCode');
    expect(message).toHaveTextContent('该机构已注册，请直接登录');
    expect(within(message).getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
  });

  it('offers an unfinished registration of the same credit code and resumes it after the SMS proof', async () => {
    const user = userEvent.setup();
    await openCreate();
    // 深圳前海远山: organisation, two administrators and all files saved.
    await user.type(tid('register-credit-code'), '91440300MADFNF7LBX');
    await user.tab();
    const offer = await screen.findByTestId('register-resume-offer');
    expect(offer).toHaveTextContent('填写中');
    expect(offer).toHaveTextContent('139****1870');
    expect(offer).not.toHaveTextContent('陈思雨');
    await user.click(tid('register-resume-existing'));
    await resumeWithProof(user, '13926541870');
    expect(await screen.findByTestId('register-step-preview')).toBeInTheDocument();
    expect(tid('register-summary')).toHaveTextContent('深圳前海远山资产管理有限公司');
    expect(tid('register-summary')).toHaveTextContent('梁嘉豪');
  });

  it('the association record arriving as the user enters a field leaves it selected: typing replaces it', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Held until the user is in 法定代表人, then answered by the mock's own handler.
    server.use(
      http.post('*/api/register/queryManagerInformation', () => held.then(() => undefined)),
    );
    await openCreate();
    await user.type(tid('register-credit-code'), XUANYUAN.creditCode);
    await user.click(tid('register-legal-rep'));
    release();
    await waitFor(() => expect(tid('register-legal-rep')).toHaveValue('陈晓峰'));
    expect(tid('register-legal-rep')).toHaveFocus();
    await user.keyboard('测试代表');
    expect(tid('register-legal-rep')).toHaveValue('测试代表');
    // The fields the user was not in are filled as they were.
    expect(tid('register-amac-code')).toHaveValue(XUANYUAN.amacCode);
  });

  it('a network failure keeps the form as it was', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/api/user/updateInst', () => HttpResponse.error()));
    await openCreate();
    await user.type(tid('register-inst-name'), XUANYUAN.instName);
    await user.type(tid('register-credit-code'), XUANYUAN.creditCode);
    await user.type(tid('register-amac-code'), XUANYUAN.amacCode);
    await user.click(tid('register-inst-next'));
    expect(await screen.findByTestId('register-error')).toHaveTextContent('网络异常');
    expect(tid('register-step-inst')).toBeInTheDocument();
    expect(tid('register-inst-name')).toHaveValue(XUANYUAN.instName);
    expect(tid('register-credit-code')).toHaveValue(XUANYUAN.creditCode);
  });

  it('a refusal of the server shows next to its field', async () => {
    const user = userEvent.setup();
    await openCreate();
    await user.type(tid('register-inst-name'), XUANYUAN.instName);
    await user.type(tid('register-credit-code'), XUANYUAN.creditCode);
    await user.clear(tid('register-amac-code'));
    await user.type(tid('register-amac-code'), 'P1000001');
    await user.click(tid('register-inst-next'));
    await waitFor(() =>
      expect(tid('register-error-amacCode')).toHaveTextContent('协会登记编号与协会登记信息不一致'),
    );
  });
});

describe('the stored draft', { timeout: 40_000 }, () => {
  it('is offered back; starting over clears it', async () => {
    const user = userEvent.setup();
    saveDraft({ ...emptyWizard(), inst: { ...emptyWizard().inst, instName: '某某投资' } });
    renderApp('/create');
    expect(
      await screen.findByTestId('register-draft-prompt', {}, { timeout: 8000 }),
    ).toHaveTextContent('某某投资');
    await user.click(tid('register-draft-discard'));
    expect(await screen.findByTestId('register-inst-name')).toHaveValue('');
    expect(localStorage.getItem(REGISTER_DRAFT_KEY)).toBeNull();
  });

  it('a draft of another shape (a number for the name) opens the wizard new, and is gone', async () => {
    const draft = { ...emptyWizard(), inst: { ...emptyWizard().inst, instName: 42 } };
    localStorage.setItem(
      REGISTER_DRAFT_KEY,
      JSON.stringify({ version: 1, savedAt: 1, data: draft }),
    );
    const note = vi.spyOn(console, 'info').mockImplementation(() => {});
    await openCreate();
    expect(screen.queryByTestId('register-draft-prompt')).toBeNull();
    expect(tid('register-inst-name')).toHaveValue('');
    expect(localStorage.getItem(REGISTER_DRAFT_KEY)).toBeNull();
    expect(note).toHaveBeenCalledWith(expect.stringContaining('注册草稿 register_draft：格式不符'));
  });

  it('comes back at its step with everything typed', async () => {
    const user = userEvent.setup();
    await openWithDraft(
      user,
      orgOnlyDraft({ step: 'admin', admins: [adminForm({ name: '陈静怡', email: 'c@x' })] }),
    );
    expect(await screen.findByTestId('register-admin-name-0')).toHaveValue('陈静怡');
    expect(tid('register-admin-email-0')).toHaveValue('c@x');
  });

  it('keeps everything typed when the server no longer knows its registration', async () => {
    const user = userEvent.setup();
    await openWithDraft(
      user,
      orgOnlyDraft({
        regId: 'REG209901010001',
        step: 'upload',
        admins: [adminForm({ name: '陈静怡' })],
      }),
    );
    expect(await screen.findByTestId('register-notice')).toHaveTextContent('请从第一步重新提交');
    expect(tid('register-step-inst')).toBeInTheDocument();
    expect(tid('register-inst-name')).toHaveValue('上海澄明私募基金管理有限公司');
  });
});

describe('submission, questionnaire and agreements', { timeout: 40_000 }, () => {
  it('submits: 注册信息已提交，正在审核中, then every question must be answered', async () => {
    const user = userEvent.setup();
    // 北京和熙: complete, preview confirmed, materials submitted.
    const data = seeded('REG202611200003');
    expect(data.step).toBe('confirm');
    await openWithDraft(user, data);
    await screen.findByTestId('register-step-confirm');
    await user.click(tid('register-submit'));
    expect(await screen.findByTestId('register-submitted')).toHaveTextContent(
      '注册信息已提交，正在审核中',
    );
    expect(db.registrations.find((r) => r.regId === 'REG202611200003')?.status).toBe('submitted');
    // The questionnaire: nothing answered.
    await screen.findByTestId('register-poll-Q01');
    await user.click(tid('register-poll-submit'));
    expect(await screen.findByTestId('register-error')).toHaveTextContent('请完成全部问题');
    expect(tid('register-poll-Q08')).toHaveTextContent('请完成此题');
    const questions = screen.getAllByTestId(/^register-poll-Q\d+$/);
    for (const question of questions) {
      await user.click(question.querySelector('input')!);
    }
    await user.click(tid('register-poll-submit'));
    expect(await screen.findByTestId('register-step-agreement')).toBeInTheDocument();
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
  });

  it('the questionnaire says 提交成功 when the server sends no message', async () => {
    const user = userEvent.setup();
    const reg = db.registrations.find((r) => r.regId === 'REG202611200003')!;
    reg.status = 'submitted';
    const data = seeded('REG202611200003');
    server.use(
      http.post('*/api/register/submitPollAnswer', () =>
        HttpResponse.json({ code: 0, success: true, message: '', data: null }),
      ),
    );
    expect(data.step).toBe('poll');
    await openWithDraft(user, data);
    const questions = await screen.findAllByTestId(/^register-poll-Q\d+$/);
    for (const question of questions) await user.click(question.querySelector('input')!);
    await user.click(tid('register-poll-submit'));
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
  });

  it('a failed submission frees the button: pressed again at once, it is submitted', async () => {
    const user = userEvent.setup();
    // 北京和熙: complete, preview confirmed, materials submitted.
    const data = seeded('REG202611200003');
    server.use(
      http.get('*/api/user/confirmCommitRegister', () => HttpResponse.error(), { once: true }),
    );
    await openWithDraft(user, data);
    await screen.findByTestId('register-step-confirm');
    const submits = countRequests('user/confirmCommitRegister');
    await user.click(tid('register-submit'));
    expect(await screen.findByTestId('register-error')).toHaveTextContent('网络异常');
    await waitFor(() => expect(tid('register-submit')).not.toHaveClass('ant-btn-loading'));
    // Within the 3 s re-click window.
    await user.click(tid('register-submit'));
    expect(await screen.findByTestId('register-submitted')).toHaveTextContent(
      '注册信息已提交，正在审核中',
    );
    expect(submits.count).toBe(2);
    expect(db.registrations.find((r) => r.regId === 'REG202611200003')?.status).toBe('submitted');
  });

  it('signs with the required agreements and the e-seal: 注册成功, and the draft is gone', async () => {
    const user = userEvent.setup();
    // 成都锦城鼎元: questionnaire answered, e-seal applied.
    await openWithDraft(user, seeded('REG202611210006'));
    await screen.findByTestId('register-seal-applied');
    expect(tid('register-protocol-RP2026001')).toHaveTextContent('第一条 服务内容');
    expect(tid('register-protocol-RP2026001').querySelector('h4')).not.toBeNull();
    await user.click(tid('register-sign-submit'));
    expect(await screen.findByTestId('register-error')).toHaveTextContent(
      '请阅读并勾选全部必签协议',
    );
    await user.click(tid('register-protocol-accept-RP2026001'));
    await user.click(tid('register-protocol-accept-RP2026002'));
    await user.click(tid('register-sign-submit'));
    await waitFor(() => expect(tid('register-error')).toHaveTextContent('请选择是否签署开户协议'));
    await user.click(tid('register-opening-skip'));
    await user.click(tid('register-sign-submit'));
    expect(await screen.findByTestId('register-success')).toHaveTextContent('注册成功');
    const reg = db.registrations.find((r) => r.regId === 'REG202611210006');
    expect(reg?.status).toBe('registered');
    expect(reg?.openingSkipped).toBe(true);
    await waitFor(() => expect(localStorage.getItem(REGISTER_DRAFT_KEY)).toBeNull());
  });

  it('asks for the e-seal and applies it with the SMS code of an administrator', async () => {
    const user = userEvent.setup();
    // 广州南粤臻远: questionnaire answered, no e-seal yet.
    await openWithDraft(user, seeded('REG202611210005'));
    await screen.findByTestId('register-seal');
    await user.click(tid('register-protocol-accept-RP2026001'));
    await user.click(tid('register-protocol-accept-RP2026002'));
    await user.click(tid('register-opening-sign'));
    await user.click(tid('register-sign-submit'));
    expect(await screen.findByTestId('register-seal-error')).toHaveTextContent('请先完成电子签章');
    await user.click(tid('register-seal-apply'));
    expect(await screen.findByText('请选择接收验证码的管理员手机号')).toBeInTheDocument();
    await user.click(within(tid('register-seal-mobile')).getByRole('combobox'));
    const option = (await screen.findAllByTitle('黄嘉欣 139****5310')).find((el) =>
      el.classList.contains('ant-select-item-option'),
    );
    await user.click(option!);
    await user.click(tid('register-seal-send'));
    await waitFor(() => expect(tid('register-seal-send')).toHaveTextContent('秒后重新获取'));
    await user.type(tid('register-seal-code'), '123456');
    await user.click(tid('register-seal-apply'));
    expect(await screen.findByTestId('register-seal-applied')).toBeInTheDocument();
    await user.click(tid('register-sign-submit'));
    expect(await screen.findByTestId('register-success')).toBeInTheDocument();
    const reg = db.registrations.find((r) => r.regId === 'REG202611210005');
    expect(reg?.signatures.map((s) => s.protocolId)).toEqual([
      'RP2026001',
      'RP2026002',
      'RP2026003',
    ]);
  });
});
