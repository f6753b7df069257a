/**
 * Step 4, upload files: the business licence and the authorisation letter
 * (PDF), and the ID scans of each administrator (JPG, GIF, PNG; up to two each). Leaving the
 * step needs every file ("请上传证件资料" for an administrator without a scan) and passes the
 * server's materials check (register/inst).
 */
import { Alert, Divider, Form, Typography } from 'antd';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { registerInst } from '@/api/register';
import { authMessage } from '@/api/auth-codes';
import { useClickGuard } from '@/components/use-click-guard';
import { normalizeIdNumber } from '@/lib/id-number';
import { ADMIN_MESSAGES } from './admin-rules';
import { useDraftLost } from './draft-lost';
import { draftKeyOf, scansOf, withUploaded, type WizardData } from './register-model';
import { StepActions } from './step-actions';
import { StepNotice } from './step-notice';
import { UploadSlot } from './upload-slot';

/** The institution's files: one PDF each, and what leaving the step says without it. */
const INST_FILES = [
  { fileType: 'licence', title: '营业执照', missing: '请上传营业执照' },
  { fileType: 'authLetter', title: '授权书', missing: '请上传授权书' },
] as const;

export function UploadStep({
  data,
  setData,
}: {
  data: WizardData;
  setData: Dispatch<SetStateAction<WizardData>>;
}) {
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);
  const { files, admins } = data;
  const draft = draftKeyOf(data);
  const lost = useDraftLost();

  const setError = (slot: string, message: string | undefined) =>
    setErrors((e) => ({ ...e, [slot]: message }));

  const onBusy = (busy: boolean) => setUploading((n) => Math.max(0, n + (busy ? 1 : -1)));

  const onUploaded = (slot: string) => (file: WizardData['files'][number]) => {
    setError(slot, undefined);
    setServerError(null);
    setData((d) => ({ ...d, files: withUploaded(d.files, file) }));
  };

  const submit = async () => {
    setServerError(null);
    if (!draft) return false;
    const response = await registerInst(draft);
    if (lost(response)) return false;
    if (!response || response.code !== 0) {
      const message = authMessage(response, '提交失败，请稍后重试');
      const index = response ? (response.data as { index?: number } | null)?.index : undefined;
      if (index !== undefined && admins[index]) setError(`idScan-${index}`, message);
      setServerError(message);
      // A refusal or a network failure frees the button for the next try at once.
      return false;
    }
    setData((d) => ({ ...d, files: response.data.files, step: 'confirm' }));
    return true;
  };
  const { run, busy } = useClickGuard(submit);

  const next = () => {
    const found: Record<string, string | undefined> = {};
    for (const { fileType, missing } of INST_FILES) {
      if (!files.some((f) => f.fileType === fileType)) found[fileType] = missing;
    }
    admins.forEach((a, i) => {
      if (scansOf(files, a.idNo).length === 0) found[`idScan-${i}`] = ADMIN_MESSAGES.idDocsRequired;
    });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const scans = Object.keys(found).some((k) => k.startsWith('idScan'));
      setServerError(scans ? ADMIN_MESSAGES.idDocsRequired : '请上传全部注册资料');
      return;
    }
    run();
  };

  if (!draft) {
    return <Alert type="warning" showIcon title="请先填写机构信息" />;
  }

  return (
    <Form layout="vertical" onFinish={next} data-testid="register-step-upload">
      <StepNotice
        text="营业执照、授权书仅支持PDF格式；管理员证件扫描件仅支持JPG、GIF、PNG格式；单个附件不超过100M。"
        error={serverError}
      />
      <Typography.Title level={5}>机构资料</Typography.Title>
      {INST_FILES.map(({ fileType, title }) => (
        <UploadSlot
          key={fileType}
          slotId={fileType}
          fileType={fileType}
          title={title}
          draft={draft}
          files={files.filter((f) => f.fileType === fileType)}
          max={1}
          error={errors[fileType]}
          onError={(m) => setError(fileType, m)}
          onUploaded={onUploaded(fileType)}
          onBusy={onBusy}
        />
      ))}
      <Divider />
      <Typography.Title level={5}>管理员证件扫描件</Typography.Title>
      {admins.map((admin, i) => (
        <UploadSlot
          key={admin.key}
          slotId={`idScan-${i}`}
          fileType="idScan"
          title={`${admin.name}（证件正反面）`}
          draft={draft}
          adminIdNo={normalizeIdNumber(admin.idNo)}
          files={scansOf(files, admin.idNo)}
          max={2}
          error={errors[`idScan-${i}`]}
          onError={(m) => setError(`idScan-${i}`, m)}
          onUploaded={onUploaded(`idScan-${i}`)}
          onBusy={onBusy}
        />
      ))}
      <StepActions
        busy={busy}
        disabled={uploading > 0}
        onBack={() => setData((d) => ({ ...d, step: 'preview' }))}
        nextTestId="register-upload-next"
      />
    </Form>
  );
}
