/**
 * One place to upload a registration file: the file is checked by name, size
 * and content before it is sent (src/lib/register-file-rules.ts), sent with a progress bar
 * (user/uploadRegisterFile), and every refusal shows its message here.
 */
import { Button, Progress, Space, Typography } from 'antd';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { uploadRegisterFile } from '@/api/register';
import type { RegisterFile, RegisterFileType } from '@/api/register-types';
import { authMessage } from '@/api/auth-codes';
import type { DraftKey } from '@/api/register-token';
import {
  checkFile,
  checkFileMeta,
  FILE_RULES,
  formatFileSize,
  readHead,
} from '@/lib/register-file-rules';
import { useDraftLost } from './draft-lost';

export function UploadSlot({
  slotId,
  fileType,
  title,
  draft,
  adminIdNo,
  files,
  max,
  error,
  onError,
  onUploaded,
  onBusy,
}: {
  /** licence, authLetter, idScan-0, idScan-1, ... (test ids register-upload-<slotId>) */
  slotId: string;
  fileType: RegisterFileType;
  title: string;
  draft: DraftKey;
  adminIdNo?: string;
  files: RegisterFile[];
  /** Files kept here; one more replaces the oldest. */
  max: number;
  error: string | undefined;
  onError: (message: string | undefined) => void;
  onUploaded: (file: RegisterFile) => void;
  onBusy: (busy: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const rule = FILE_RULES[fileType];
  const lost = useDraftLost();

  useEffect(() => () => abort.current?.abort(), []);

  const upload = async (file: File) => {
    onError(undefined);
    // Size and name first: a 101 MB file is refused without reading it.
    const meta = checkFileMeta(fileType, file.name, file.size);
    if (meta) {
      onError(meta);
      return;
    }
    const refusal = checkFile(fileType, file.name, file.size, await readHead(file));
    if (refusal) {
      onError(refusal);
      return;
    }
    const form = new FormData();
    form.append('fileType', fileType);
    if (adminIdNo) form.append('adminIdNo', adminIdNo);
    form.append('file', file, file.name);
    const controller = new AbortController();
    abort.current = controller;
    setUploading(file.name);
    setProgress(0);
    onBusy(true);
    const response = await uploadRegisterFile(draft, form, {
      onUploadProgress: setProgress,
      signal: controller.signal,
    });
    if (controller.signal.aborted) return;
    abort.current = null;
    setUploading(null);
    setProgress(null);
    onBusy(false);
    if (lost(response)) return;
    if (!response || response.code !== 0) {
      onError(authMessage(response, '上传失败，请稍后重试'));
      return;
    }
    onUploaded(response.data);
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (file) void upload(file);
  };

  const full = files.length >= max;
  return (
    <div data-testid={`register-slot-${slotId}`} style={{ marginBottom: 16 }}>
      <Space wrap align="center">
        <Typography.Text strong>{title}</Typography.Text>
        <Button
          icon={<UploadOutlined />}
          loading={uploading !== null}
          onClick={() => input.current?.click()}
          data-testid={`register-upload-button-${slotId}`}
        >
          {files.length === 0 ? '选择文件' : full ? '重新上传' : '继续上传'}
        </Button>
        <Typography.Text type="secondary">
          支持{rule.hint}格式，单个文件不超过100M
          {max > 1 ? `，最多${max}个，再次上传将替换最早的文件` : '，再次上传将替换原文件'}
        </Typography.Text>
      </Space>
      <input
        ref={input}
        type="file"
        hidden
        style={{ display: 'none' }}
        accept={rule.accept}
        aria-label={`上传${title}`}
        data-testid={`register-upload-${slotId}`}
        onChange={picked}
      />
      {progress !== null && (
        <div data-testid={`register-upload-progress-${slotId}`} aria-live="polite">
          <Typography.Text type="secondary">正在上传 {uploading}</Typography.Text>
          <Progress percent={progress} size="small" status="active" />
        </div>
      )}
      {error && (
        <div
          role="alert"
          className="ant-form-item-explain-error"
          data-testid={`register-upload-error-${slotId}`}
        >
          <Typography.Text type="danger">{error}</Typography.Text>
        </div>
      )}
      {files.length > 0 && (
        <ul
          data-testid={`register-files-${slotId}`}
          style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}
        >
          {files.map((f) => (
            <li key={f.fileId} data-testid="register-file" style={{ padding: '4px 0' }}>
              <Space wrap>
                <PaperClipOutlined aria-hidden />
                <Typography.Text>{f.fileName}</Typography.Text>
                <Typography.Text type="secondary">
                  {formatFileSize(f.size)} · 已上传 {f.uploadedAt}
                </Typography.Text>
              </Space>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
