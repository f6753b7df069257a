/**
 * Registration, administrators: the spec 5.2 messages next to their fields, no two administrators
 * sharing a mobile or an ID number, complete data before another administrator, the SMS check
 * and "phone must match the verified phone", server refusals and network failures.
 */
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { REGISTER_URLS } from '@/api/register-urls';
import { REGISTER_DRAFT_KEY } from '@/features/register/register-draft';
import { db } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { countRequests } from '../support/count-requests';
import { refuseWithoutMessage } from '../support/refusal';
import {
  ADMIN_A,
  ADMIN_B,
  adminForm,
  chooseOption,
  openWithDraft,
  ORG_ONLY,
  orgOnlyDraft,
} from './register-support';

configure({ asyncUtilTimeout: 5000 });

const tid = (id: string) => screen.getByTestId(id);

async function openAdminStep(user: UserEvent, admins = [adminForm({})]) {
  await openWithDraft(user, orgOnlyDraft({ step: 'admin', admins }));
  await screen.findByTestId('register-step-admin');
}

async function sendAndVerify(user: UserEvent, index: number) {
  await user.click(tid(`register-admin-sms-send-${index}`));
  await waitFor(() => expect(tid(`register-admin-sms-send-${index}`)).toBeDisabled());
  await user.type(tid(`register-admin-sms-code-${index}`), '123456');
  await user.click(tid(`register-admin-sms-verify-${index}`));
  await screen.findByTestId(`register-admin-verified-${index}`);
}

// The whole portal renders in jsdom; a first render on a busy machine is slow.
describe('administrator step', { timeout: 40_000 }, () => {
  it('shows each field rule next to its field and sends nothing', async () => {
    const user = userEvent.setup();
    const saves = countRequests('user/createSystemAdminInfo');
    await openAdminStep(user);
    await user.click(tid('register-admin-next'));
    expect(await screen.findByTestId('register-error')).toHaveTextContent('请填写正确的管理员信息');
    // antd draws the fields' messages a frame after the form's verdict.
    expect(await screen.findByTestId('register-error-name-0')).toHaveTextContent(
      '请输入管理员姓名',
    );
    expect(await screen.findByTestId('register-error-idType-0')).toHaveTextContent(
      '请选择证件类型',
    );
    expect(await screen.findByTestId('register-error-idNo-0')).toHaveTextContent('请输入证件号码');
    expect(await screen.findByTestId('register-error-mobile-0')).toHaveTextContent(
      '请输入手机号码',
    );
    expect(await screen.findByTestId('register-error-email-0')).toHaveTextContent('邮箱不能为空');
    expect(await screen.findByTestId('register-error-smsCode-0')).toHaveTextContent(
      '验证码不能为空',
    );

    await user.type(tid('register-admin-mobile-0'), '1391234');
    await user.type(tid('register-admin-email-0'), 'chen@');
    await user.click(tid('register-admin-next'));
    await waitFor(() => {
      expect(tid('register-error-mobile-0')).toHaveTextContent('手机号格式不正确');
      expect(tid('register-error-email-0')).toHaveTextContent('邮箱格式不正确');
    });
    expect(saves.count).toBe(0);
  });

  it('judges the ID number by its type, with the check digit of the ID card', async () => {
    const user = userEvent.setup();
    await openAdminStep(user);
    await chooseOption(user, 'register-admin-id-type-0', '身份证');
    await user.type(tid('register-admin-id-no-0'), '310104197908220308');
    await user.tab();
    expect(await screen.findByTestId('register-error-idNo-0')).toHaveTextContent(
      '证件号码不符合规范',
    );
    // Corrected: the message goes as the number is typed.
    await user.clear(tid('register-admin-id-no-0'));
    await user.type(tid('register-admin-id-no-0'), '310104197908220309');
    // (antd lets a message fade out for up to 500 ms)
    await waitFor(() =>
      expect(screen.queryByTestId('register-error-idNo-0')).not.toBeInTheDocument(),
    );
    // A passport number is no ID card; choosing 中国护照 makes it valid.
    await user.clear(tid('register-admin-id-no-0'));
    await user.type(tid('register-admin-id-no-0'), 'E12345678');
    await user.tab();
    expect(await screen.findByTestId('register-error-idNo-0')).toHaveTextContent(
      '证件号码不符合规范',
    );
    await chooseOption(user, 'register-admin-id-type-0', '中国护照');
    await waitFor(() =>
      expect(screen.queryByTestId('register-error-idNo-0')).not.toBeInTheDocument(),
    );
  });

  it('asks for complete data before another administrator is added', async () => {
    const user = userEvent.setup();
    await openAdminStep(user, [adminForm({ name: '陈静怡', mobile: '13912345678' })]);
    await user.click(tid('register-admin-add'));
    expect(await screen.findByTestId('register-admin-add-error')).toHaveTextContent(
      '请填写完整信息后再添加管理员',
    );
    // antd draws the fields' messages a frame after the step's own message.
    expect(await screen.findByTestId('register-error-idType-0')).toHaveTextContent(
      '请选择证件类型',
    );
    expect(await screen.findByTestId('register-error-email-0')).toHaveTextContent('邮箱不能为空');
    expect(screen.queryByTestId('register-admin-1')).not.toBeInTheDocument();
    // Nothing typed was lost.
    expect(tid('register-admin-name-0')).toHaveValue('陈静怡');
    expect(tid('register-admin-mobile-0')).toHaveValue('13912345678');

    await chooseOption(user, 'register-admin-id-type-0', '身份证');
    await user.type(tid('register-admin-id-no-0'), ADMIN_A.idNo);
    await user.type(tid('register-admin-email-0'), ADMIN_A.email);
    await user.click(tid('register-admin-add'));
    expect(await screen.findByTestId('register-admin-1')).toBeInTheDocument();
    expect(screen.queryByTestId('register-admin-add-error')).not.toBeInTheDocument();
    await waitFor(() => expect(tid('register-admin-name-1')).toHaveFocus());
  });

  it('refuses two administrators sharing a mobile, next to the second one', async () => {
    const user = userEvent.setup();
    const saves = countRequests('user/createSystemAdminInfo');
    await openAdminStep(user, [
      adminForm({ ...ADMIN_A, verifiedMobile: ADMIN_A.mobile }),
      adminForm({ ...ADMIN_B, mobile: ADMIN_A.mobile, verifiedMobile: ADMIN_A.mobile }),
    ]);
    await user.click(tid('register-admin-next'));
    expect(await screen.findByTestId('register-error-mobile-1')).toHaveTextContent(
      '多个管理员的手机号码或证件号码不能相同',
    );
    expect(screen.queryByTestId('register-error-mobile-0')).not.toBeInTheDocument();
    expect(tid('register-error')).toHaveTextContent('请填写正确的管理员信息');
    // Adding a third is refused as well while the two collide.
    await user.click(tid('register-admin-add'));
    expect(tid('register-admin-add-error')).toHaveTextContent('请填写完整信息后再添加管理员');
    expect(saves.count).toBe(0);
  });

  it('refuses two administrators sharing an ID number (x and X alike)', async () => {
    const user = userEvent.setup();
    await openAdminStep(user, [
      adminForm({ ...ADMIN_A, idNo: '44030519900105028X', verifiedMobile: ADMIN_A.mobile }),
      adminForm({
        ...ADMIN_B,
        idType: ADMIN_A.idType,
        idNo: '44030519900105028x',
        verifiedMobile: ADMIN_B.mobile,
      }),
    ]);
    await user.click(tid('register-admin-next'));
    expect(await screen.findByTestId('register-error-idNo-1')).toHaveTextContent(
      '多个管理员的手机号码或证件号码不能相同',
    );
    // Changing the second number clears the message.
    await user.clear(tid('register-admin-id-no-1'));
    await user.type(tid('register-admin-id-no-1'), ADMIN_A.idNo);
    await waitFor(() =>
      expect(screen.queryByTestId('register-error-idNo-1')).not.toBeInTheDocument(),
    );
  });

  it('the phone must match the verified phone', async () => {
    const user = userEvent.setup();
    await openAdminStep(user, [adminForm({ ...ADMIN_A })]);
    await sendAndVerify(user, 0);
    await user.clear(tid('register-admin-mobile-0'));
    await user.type(tid('register-admin-mobile-0'), '13700001111');
    expect(screen.queryByTestId('register-admin-verified-0')).not.toBeInTheDocument();
    await user.click(tid('register-admin-next'));
    expect(await screen.findByTestId('register-error-mobile-0')).toHaveTextContent(
      '手机号须与验证的手机号一致',
    );
    // Back to the verified number: verified again, and the step goes on.
    await user.clear(tid('register-admin-mobile-0'));
    await user.type(tid('register-admin-mobile-0'), ADMIN_A.mobile);
    expect(tid('register-admin-verified-0')).toBeInTheDocument();
  });

  it('a wrong SMS code shows the server message next to the code', async () => {
    const user = userEvent.setup();
    await openAdminStep(user, [adminForm({ ...ADMIN_A })]);
    await user.click(tid('register-admin-sms-send-0'));
    await waitFor(() => expect(tid('register-admin-sms-send-0')).toHaveTextContent('秒后重新获取'));
    await user.type(tid('register-admin-sms-code-0'), '654321');
    await user.click(tid('register-admin-sms-verify-0'));
    expect(await screen.findByTestId('register-error-smsCode-0')).toHaveTextContent(
      '验证码错误或已失效',
    );
  });

  it('a send refused without a message says 短信发送失败，请刷新后重试 next to the code', async () => {
    const user = userEvent.setup();
    refuseWithoutMessage('get', REGISTER_URLS.sendVerificationCodeNew);
    await openAdminStep(user, [adminForm({ ...ADMIN_A })]);
    await user.click(tid('register-admin-sms-send-0'));
    expect(await screen.findByTestId('register-error-smsCode-0')).toHaveTextContent(
      '短信发送失败，请刷新后重试',
    );
    expect(tid('register-admin-sms-send-0')).toBeEnabled();
  });

  it('saves two verified administrators (a code typed is checked on next) and goes to the preview', async () => {
    const user = userEvent.setup();
    await openAdminStep(user, [adminForm({ ...ADMIN_A }), adminForm({ ...ADMIN_B })]);
    await sendAndVerify(user, 0);
    await user.click(tid('register-admin-sms-send-1'));
    await waitFor(() => expect(tid('register-admin-sms-send-1')).toBeDisabled());
    await user.type(tid('register-admin-sms-code-1'), '123456');
    await user.click(tid('register-admin-next'));
    expect(await screen.findByTestId('register-step-preview')).toBeInTheDocument();
    const reg = db.registrations.find((r) => r.regId === ORG_ONLY);
    expect(reg?.admins.map((a) => a.mobile)).toEqual([ADMIN_A.mobile, ADMIN_B.mobile]);
    expect(tid('register-summary')).toHaveTextContent('中国护照');
    const stored = JSON.parse(localStorage.getItem(REGISTER_DRAFT_KEY) ?? '{}') as {
      data?: { step?: string; admins?: { verifiedMobile: string; smsCode: string }[] };
    };
    expect(stored.data?.step).toBe('preview');
    expect(stored.data?.admins?.map((a) => a.verifiedMobile)).toEqual([
      ADMIN_A.mobile,
      ADMIN_B.mobile,
    ]);
  });

  it('a server refusal about one administrator shows next to that field', async () => {
    const user = userEvent.setup();
    // Verified in an earlier session, but unknown to the server (e.g. after its restart).
    await openAdminStep(user, [adminForm({ ...ADMIN_A, verifiedMobile: ADMIN_A.mobile })]);
    const mobile = tid('register-admin-mobile-0');
    await user.click(tid('register-admin-next'));
    expect(await screen.findByTestId('register-error-mobile-0')).toHaveTextContent(
      '手机号须与验证的手机号一致',
    );
    // The field stays the one drawn before (its 获取验证码 button comes beside it): a field
    // drawn anew loses the message set on it.
    expect(tid('register-admin-mobile-0')).toBe(mobile);
    // It has to be verified again.
    expect(screen.queryByTestId('register-admin-verified-0')).not.toBeInTheDocument();
    expect(tid('register-admin-sms-send-0')).toBeInTheDocument();
  });

  it('a network failure shows 网络异常 and keeps the form; the next press tries again at once', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/api/user/createSystemAdminInfo', () => HttpResponse.error()));
    const saves = countRequests('user/createSystemAdminInfo');
    await openAdminStep(user, [adminForm({ ...ADMIN_A })]);
    await sendAndVerify(user, 0);
    await user.click(tid('register-admin-next'));
    expect(await screen.findByTestId('register-error')).toHaveTextContent('网络异常');
    expect(saves.count).toBe(1);
    // A failed save holds nothing back (useClickGuard): the next press is a new try.
    await user.click(tid('register-admin-next'));
    await waitFor(() => expect(saves.count).toBe(2));
    expect(await screen.findByTestId('register-error')).toHaveTextContent('网络异常');
    expect(tid('register-step-admin')).toBeInTheDocument();
    expect(tid('register-admin-name-0')).toHaveValue(ADMIN_A.name);
    expect(tid('register-admin-id-no-0')).toHaveValue(ADMIN_A.idNo);
    expect(tid('register-admin-verified-0')).toBeInTheDocument();
  });

  it('removes an administrator and keeps the others', async () => {
    const user = userEvent.setup();
    await openAdminStep(user, [adminForm({ ...ADMIN_A }), adminForm({ ...ADMIN_B })]);
    await user.click(tid('register-admin-remove-0'));
    await user.click(await screen.findByTestId('register-admin-remove-confirm'));
    await waitFor(() => expect(screen.queryByTestId('register-admin-1')).not.toBeInTheDocument());
    expect(tid('register-admin-name-0')).toHaveValue(ADMIN_B.name);
    expect(screen.queryByTestId('register-admin-remove-0')).not.toBeInTheDocument();
  });
});
