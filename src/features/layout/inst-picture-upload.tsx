/**
 * Uploading the institution's picture (spec 5.2: the "jpg or png" upload; spec 9: 102400 KB):
 * the file is checked by name and size, then by its first bytes (src/lib/picture-file-rules.ts),
 * before it is sent to sys/uploadInstPicture, its progress in percent beside the button; a
 * refusal, the client's or the server's, shows its message under the button.
 */
import { PictureOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { authMessage } from '@/api/auth-codes';
import { uploadInstPicture } from '@/api/picture';
import type { InstPicture } from '@/api/system-types';
import { checkPicture, checkPictureMeta, PICTURE_ACCEPT } from '@/lib/picture-file-rules';
import { readHead } from '@/lib/upload-common';

export function InstPictureUpload({
  hasPicture,
  onUploaded,
}: {
  hasPicture: boolean;
  onUploaded: (picture: InstPicture, message: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const upload = async (file: File) => {
    setError(null);
    // Name and size first: a 101 MB file is refused without reading it.
    const refusal =
      checkPictureMeta(file.name, file.size) ??
      checkPicture(file.name, file.size, await readHead(file));
    if (refusal) {
      setError(refusal);
      return;
    }
    const form = new FormData();
    form.append('file', file, file.name);
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    const response = await uploadInstPicture(form, {
      onUploadProgress: setProgress,
      signal: controller.signal,
    });
    if (controller.signal.aborted) return;
    abort.current = null;
    setProgress(null);
    if (!response || response.code !== 0) {
      setError(authMessage(response, '上传失败，请稍后重试'));
      return;
    }
    onUploaded(response.data, response.message || '上传成功');
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (file) void upload(file);
  };

  return (
    <Flex vertical gap={4} align="flex-start">
      <Flex gap={8} align="center" wrap>
        <Button
          icon={<PictureOutlined />}
          loading={progress !== null}
          onClick={() => input.current?.click()}
          data-testid="inst-picture-upload-button"
        >
          {hasPicture ? '更换图片' : '上传图片'}
        </Button>
        <Typography.Text type="secondary">支持 JPG、PNG 格式，不超过100M</Typography.Text>
      </Flex>
      <input
        ref={input}
        type="file"
        hidden
        style={{ display: 'none' }}
        accept={PICTURE_ACCEPT}
        aria-label="上传机构图片"
        data-testid="inst-picture-upload"
        onChange={picked}
      />
      {progress !== null && (
        <Typography.Text type="secondary" aria-live="polite" data-testid="inst-picture-progress">
          正在上传 {progress}%
        </Typography.Text>
      )}
      {error && (
        <Typography.Text type="danger" role="alert" data-testid="inst-picture-error">
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
