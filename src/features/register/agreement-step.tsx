/**
 * Step 7, agreement confirm: the agreements (register/queryRegisterProtocol),
 * each required one read and ticked, the optional opening protocol signed or skipped
 * (register/skipOpeningProtocol), the e-seal applied, then register/insertRegisterProtocol →
 * 注册成功.
 */
import { Checkbox, Divider, Form, Radio, Space, Tag, Typography } from 'antd';
import { useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { insertRegisterProtocol, queryRegisterProtocol, skipOpeningProtocol } from '@/api/register';
import type { RegisterProtocol, RegistrationRecord } from '@/api/register-types';
import { authMessage } from '@/api/auth-codes';
import { useClickGuard } from '@/components/use-click-guard';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { LoadState } from './load-state';
import { useDraftLost } from './draft-lost';
import { heldKey, type WizardData } from './register-model';
import { SealPanel } from './seal-panel';
import { StepActions } from './step-actions';
import { StepError } from './step-error';
import { useRegisterQuery } from './use-register-query';

const MESSAGES = {
  acceptAll: '请阅读并勾选全部必签协议',
  chooseOpening: '请选择是否签署开户协议',
  sealFirst: '请先完成电子签章',
} as const;

function ProtocolText({ protocol }: { protocol: RegisterProtocol }) {
  const html = useMemo(() => sanitizeHtml(protocol.content), [protocol.content]);
  return (
    <div
      tabIndex={0}
      role="document"
      aria-label={protocol.name}
      data-testid={`register-protocol-${protocol.protocolId}`}
      style={{
        maxHeight: 220,
        overflow: 'auto',
        border: '1px solid #e5e7eb',
        borderRadius: 6,
        padding: '8px 16px',
        background: '#fafafa',
        marginBottom: 8,
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export function AgreementStep({
  data,
  setData,
  onDone,
}: {
  data: WizardData;
  setData: Dispatch<SetStateAction<WizardData>>;
  onDone: (record: RegistrationRecord) => void;
}) {
  const { regId, draftToken } = data;
  const draft = useMemo(() => heldKey({ regId, draftToken }), [regId, draftToken]);
  const lost = useDraftLost();
  const load = useCallback(() => queryRegisterProtocol(draft), [draft]);
  const query = useRegisterQuery(load);
  const [errors, setErrors] = useState<{ accept?: string; opening?: string; seal?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sealDone, setSealDone] = useState(false);
  const { agreement } = data;
  const protocols = query.data?.protocols ?? [];
  const required = protocols.filter((p) => p.required);
  const opening = protocols.find((p) => p.opening);
  const sealApplied = sealDone || Boolean(query.data?.sealApplied);
  const openingDecided = !opening || opening.signed || agreement.opening !== '';

  const setAgreement = (patch: Partial<WizardData['agreement']>) =>
    setData((d) => ({ ...d, agreement: { ...d.agreement, ...patch } }));

  const toggle = (protocolId: string, checked: boolean) => {
    const accepted = checked
      ? [...new Set([...agreement.accepted, protocolId])]
      : agreement.accepted.filter((id) => id !== protocolId);
    setAgreement({ accepted });
    if (required.every((p) => accepted.includes(p.protocolId))) {
      setErrors((e) => ({ ...e, accept: undefined }));
    }
  };

  const sign = async () => {
    setServerError(null);
    let skippedNow = false;
    if (opening && agreement.opening === 'skip' && !opening.skipped) {
      const skipped = await skipOpeningProtocol(draft);
      if (lost(skipped)) return false;
      if (!skipped || skipped.code !== 0) {
        setServerError(authMessage(skipped, '操作失败，请稍后重试'));
        // Nothing changed: the button is free for the next try at once.
        return false;
      }
      skippedNow = true;
    }
    const ids = [
      ...required.map((p) => p.protocolId),
      ...(opening && agreement.opening === 'sign' ? [opening.protocolId] : []),
    ];
    const response = await insertRegisterProtocol(draft, ids);
    if (lost(response)) return false;
    if (!response || response.code !== 0) {
      setServerError(authMessage(response, '签署失败，请稍后重试'));
      // After a skip the server accepted, a partial success: the 3 s window stands.
      return skippedNow ? undefined : false;
    }
    onDone(response.data);
    return true;
  };
  const { run, busy } = useClickGuard(sign);

  const next = () => {
    const found = {
      accept: required.every((p) => agreement.accepted.includes(p.protocolId))
        ? undefined
        : MESSAGES.acceptAll,
      opening: openingDecided ? undefined : MESSAGES.chooseOpening,
      seal: sealApplied ? undefined : MESSAGES.sealFirst,
    };
    setErrors(found);
    if (found.accept || found.opening || found.seal) {
      setServerError(found.accept ?? found.opening ?? found.seal ?? null);
      return;
    }
    setServerError(null);
    run();
  };

  return (
    <Form layout="vertical" onFinish={next} data-testid="register-step-agreement">
      <LoadState loading={query.loading} error={query.error} onRetry={query.retry} />
      {query.data && (
        <>
          <Typography.Paragraph type="secondary">
            请仔细阅读以下协议。必签协议须全部勾选同意；开户协议为可选协议，可暂不签署。签署前须由管理员通过短信验证码加盖机构电子印章。
          </Typography.Paragraph>
          <StepError message={serverError} />
          {required.map((p) => (
            <div key={p.protocolId} style={{ marginBottom: 16 }}>
              <Typography.Title level={5}>
                {p.name} <Tag>{p.version}</Tag>
                <Tag color="red">必签</Tag>
              </Typography.Title>
              <ProtocolText protocol={p} />
              <Checkbox
                checked={agreement.accepted.includes(p.protocolId)}
                onChange={(e) => toggle(p.protocolId, e.target.checked)}
                data-testid={`register-protocol-accept-${p.protocolId}`}
              >
                我已阅读并同意《{p.name}》
              </Checkbox>
            </div>
          ))}
          {errors.accept && (
            <Typography.Text type="danger" role="alert" data-testid="register-error-accept">
              {errors.accept}
            </Typography.Text>
          )}
          {opening && (
            <div style={{ marginTop: 16 }}>
              <Typography.Title level={5}>
                {opening.name} <Tag>{opening.version}</Tag>
                <Tag color="blue">可选</Tag>
              </Typography.Title>
              <ProtocolText protocol={opening} />
              {opening.signed ? (
                <Tag color="success">已签署</Tag>
              ) : (
                <Form.Item
                  validateStatus={errors.opening ? 'error' : undefined}
                  help={errors.opening}
                >
                  <Radio.Group
                    value={agreement.opening || undefined}
                    onChange={(e) => {
                      setAgreement({ opening: e.target.value as 'sign' | 'skip' });
                      setErrors((er) => ({ ...er, opening: undefined }));
                    }}
                    aria-label={opening.name}
                  >
                    <Space wrap>
                      <Radio value="sign" data-testid="register-opening-sign">
                        同意并签署
                      </Radio>
                      <Radio value="skip" data-testid="register-opening-skip">
                        暂不签署（跳过）
                      </Radio>
                    </Space>
                  </Radio.Group>
                </Form.Item>
              )}
            </div>
          )}
          <Divider />
          <Typography.Title level={5}>机构电子印章</Typography.Title>
          <SealPanel
            draft={draft}
            admins={data.admins}
            applied={sealApplied}
            mobile={agreement.sealMobile}
            error={errors.seal}
            onMobile={(mobile) => setAgreement({ sealMobile: mobile })}
            onApplied={() => {
              setSealDone(true);
              setErrors((e) => ({ ...e, seal: undefined }));
            }}
          />
          <StepActions
            busy={busy}
            nextLabel="确认签署，完成注册"
            nextTestId="register-sign-submit"
          />
        </>
      )}
    </Form>
  );
}
