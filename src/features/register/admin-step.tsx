/**
 * Step 2, administrator info: one or more administrators (add, remove), each
 * checked by the rules of spec 5.2, no two sharing a mobile or an ID number, every mobile
 * verified by SMS. "Next" checks typed SMS codes and saves the list (user/createSystemAdminInfo).
 */
import { Alert, Button, Form, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { createSystemAdminInfo, submitVerificationCode } from '@/api/register';
import { authMessage } from '@/api/auth-codes';
import { useClickGuard } from '@/components/use-click-guard';
import { AdminCard } from './admin-card';
import {
  ADMIN_MESSAGES,
  addBlockers,
  adminFieldId,
  allAdminErrors,
  fieldOfServerMessage,
  hasErrors,
  isVerified,
  MAX_ADMINS,
} from './admin-rules';
import { focusField } from './focus-field';
import { useDraftLost } from './draft-lost';
import {
  adminPayload,
  adminSnapshot,
  draftKeyOf,
  filesForAdmins,
  newAdmin,
  type AdminForm,
  type WizardData,
} from './register-model';
import { StepActions } from './step-actions';
import { StepError } from './step-error';
import { useAdminForm } from './use-admin-form';

const DUPLICATE_ADMIN = 2408;
const MOBILE_MISMATCH = 2409;

export function AdminStep({
  data,
  setData,
}: {
  data: WizardData;
  setData: Dispatch<SetStateAction<WizardData>>;
}) {
  const { admins } = data;
  const [addError, setAddError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const lost = useDraftLost();
  const { form, formProps, current, rulesOf, setFieldError, showErrors, focusFirstError } =
    useAdminForm(data, setData, () => setAddError(null));

  const updateAdmins = (change: (list: AdminForm[]) => AdminForm[]) => {
    const nextAdmins = change(admins);
    setData((d) => ({ ...d, admins: change(d.admins) }));
    return nextAdmins;
  };

  const onVerified = (key: string, mobile: string) => {
    updateAdmins((list) =>
      list.map((a) => (a.key === key ? { ...a, verifiedMobile: mobile, smsCode: '' } : a)),
    );
    form.setFieldValue([key, 'smsCode'], '');
    setFieldError(key, 'smsCode', undefined);
    setFieldError(key, 'mobile', undefined);
  };

  const add = () => {
    if (admins.length >= MAX_ADMINS) return;
    const list = current();
    const blockers = addBlockers(list);
    if (hasErrors(blockers)) {
      showErrors(list, blockers);
      setAddError(ADMIN_MESSAGES.completeFirst);
      focusFirstError();
      return;
    }
    setAddError(null);
    const added = newAdmin();
    updateAdmins((list) => [...list, added]);
    focusField(adminFieldId('name', admins.length));
  };

  const remove = (key: string) => {
    updateAdmins((list) => list.filter((a) => a.key !== key));
    setAddError(null);
  };

  const save = async () => {
    setServerError(null);
    const draft = draftKeyOf(data);
    if (!draft) {
      setData((d) => ({ ...d, step: 'inst' }));
      return undefined;
    }
    /**
     * A failure frees the button for the next try at once (false), unless a code was accepted
     * in this run: a partial success keeps the 3 s window (undefined).
     */
    let verifiedNow = false;
    const failed = () => (verifiedNow ? undefined : false);
    // Codes typed but not yet checked are checked now.
    let list = current();
    for (const admin of list) {
      if (isVerified(admin)) continue;
      const mobile = admin.mobile.trim();
      const response = await submitVerificationCode(mobile, admin.smsCode.trim());
      if (!response) {
        setServerError(authMessage(false));
        return failed();
      }
      if (response.code !== 0) {
        setFieldError(admin.key, 'smsCode', authMessage(response));
        focusField(adminFieldId('smsCode', list.indexOf(admin)));
        return failed();
      }
      verifiedNow = true;
      list = list.map((a) =>
        a.key === admin.key ? { ...a, verifiedMobile: mobile, smsCode: '' } : a,
      );
      onVerified(admin.key, mobile);
    }
    const snapshot = adminSnapshot(list);
    if (data.savedAdmins === snapshot) {
      setData((d) => ({ ...d, step: 'preview' }));
      return true;
    }
    const response = await createSystemAdminInfo(draft, adminPayload(list));
    if (lost(response)) return false;
    if (!response) {
      setServerError(authMessage(false));
      return failed();
    }
    if (response.code !== 0) {
      const message = authMessage(response, '保存失败，请稍后重试');
      const index = (response.data as { index?: number } | null)?.index;
      const admin = index === undefined ? undefined : list[index];
      const field = fieldOfServerMessage(message);
      if (response.code === DUPLICATE_ADMIN) {
        showErrors(list, allAdminErrors(list));
        setServerError(message);
      } else if (admin && field) {
        if (response.code === MOBILE_MISMATCH) {
          // The server does not know this mobile as verified: verify it again.
          updateAdmins((all) =>
            all.map((a) => (a.key === admin.key ? { ...a, verifiedMobile: '' } : a)),
          );
        }
        setFieldError(admin.key, field, message);
        focusField(adminFieldId(field, index ?? 0));
      } else {
        setServerError(message);
      }
      return failed();
    }
    setData((d) => ({
      ...d,
      savedAdmins: snapshot,
      files: filesForAdmins(d.files, list),
      step: 'preview',
    }));
    return true;
  };
  const { run, busy } = useClickGuard(save);

  const next = () => {
    setAddError(null);
    setServerError(null);
    run();
  };

  const refused = () => {
    setAddError(null);
    setServerError(ADMIN_MESSAGES.correctInfo);
    focusFirstError();
  };

  return (
    <Form
      {...formProps}
      layout="vertical"
      onFinish={next}
      onFinishFailed={refused}
      data-testid="register-step-admin"
    >
      <Typography.Paragraph type="secondary">
        系统管理员负责本机构操作员的开立、授权与注销。可添加多名管理员（最多{MAX_ADMINS}
        名），每位管理员的手机号码须通过短信验证，多个管理员的手机号码或证件号码不能相同。
      </Typography.Paragraph>
      <StepError message={serverError} />
      {admins.map((admin, index) => (
        <AdminCard
          key={admin.key}
          index={index}
          admin={admin}
          rulesOf={(field) => rulesOf(admin.key, field)}
          canRemove={admins.length > 1}
          onRemove={() => remove(admin.key)}
          onVerified={(mobile) => onVerified(admin.key, mobile)}
          onError={(field, message) => setFieldError(admin.key, field, message)}
        />
      ))}
      <Space orientation="vertical">
        <Button
          icon={<PlusOutlined />}
          onClick={add}
          disabled={admins.length >= MAX_ADMINS}
          data-testid="register-admin-add"
        >
          添加管理员
        </Button>
        {admins.length >= MAX_ADMINS && (
          <Typography.Text type="secondary">{ADMIN_MESSAGES.maxAdmins}</Typography.Text>
        )}
        {addError && (
          <Alert
            type="warning"
            showIcon
            role="alert"
            title={addError}
            data-testid="register-admin-add-error"
          />
        )}
      </Space>
      <div>
        <StepActions
          busy={busy}
          onBack={() => setData((d) => ({ ...d, step: 'inst' }))}
          nextTestId="register-admin-next"
        />
      </div>
    </Form>
  );
}
