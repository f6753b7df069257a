/**
 * Registration uploads: each kind of file checked by name, size (102400 KB) and content before it
 * is sent, server refusals and network failures shown next to the file, uploaded files kept
 * in the draft by their server ids, and "请上传证件资料" before going on.
 */
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { REGISTER_DRAFT_KEY } from '@/features/register/register-draft';
import { db } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { useNativeFormData as nativeFormData } from '../api/examples/register';
import { countRequests } from '../support/count-requests';
import {
  ADMIN_A,
  openWithDraft,
  ORG_ONLY,
  orgOnlyDraft,
  saveAdminsOnServer,
  savedAdminForms,
} from './register-support';

configure({ asyncUtilTimeout: 5000 });

const PDF = new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0, 0, 0, 0]);

const tid = (id: string) => screen.getByTestId(id);

function file(bytes: Uint8Array<ArrayBuffer>, name: string, type: string, size?: number): File {
  const made = new File([bytes], name, { type });
  // A stand-in for a huge file: only its size is read before it is refused.
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size });
  return made;
}

async function openUploadStep(): Promise<UserEvent> {
  // jsdom's FormData does not carry Files: Node's own for this test.
  await nativeFormData();
  await saveAdminsOnServer([ADMIN_A]);
  // The file inputs name the formats they take; the tests choose other files on purpose.
  const user = userEvent.setup({ applyAccept: false });
  await openWithDraft(user, orgOnlyDraft({ step: 'upload', ...savedAdminForms([ADMIN_A]) }));
  await screen.findByTestId('register-step-upload');
  return user;
}

// The whole portal renders in jsdom; a first render on a busy machine is slow.
describe('upload step', { timeout: 40_000 }, () => {
  it('refuses a file over 100M (102400 KB) without sending it', async () => {
    const user = await openUploadStep();
    const uploads = countRequests('user/uploadRegisterFile');
    await user.upload(
      tid('register-upload-licence'),
      file(PDF, '营业执照.pdf', 'application/pdf', 101 * 1024 * 1024),
    );
    expect(await screen.findByTestId('register-upload-error-licence')).toHaveTextContent(
      '附件大小不能超过100M',
    );
    await user.upload(
      tid('register-upload-idScan-0'),
      file(PNG, '正面.png', 'image/png', 102400 * 1024 + 1),
    );
    expect(await screen.findByTestId('register-upload-error-idScan-0')).toHaveTextContent(
      '附件大小不能超过100M',
    );
    expect(uploads.count).toBe(0);
  });

  it('refuses by name, by content and when empty, each with its message', async () => {
    const user = await openUploadStep();
    const uploads = countRequests('user/uploadRegisterFile');
    await user.upload(
      tid('register-upload-licence'),
      file(EXE, 'setup.exe', 'application/x-msdownload'),
    );
    expect(await screen.findByTestId('register-upload-error-licence')).toHaveTextContent(
      '营业执照仅支持PDF格式',
    );
    await user.upload(
      tid('register-upload-authLetter'),
      file(EXE, '授权书.pdf', 'application/pdf'),
    );
    expect(await screen.findByTestId('register-upload-error-authLetter')).toHaveTextContent(
      '授权书文件内容不是有效的PDF文件',
    );
    await user.upload(tid('register-upload-idScan-0'), file(PDF, '正面.pdf', 'application/pdf'));
    expect(await screen.findByTestId('register-upload-error-idScan-0')).toHaveTextContent(
      '证件扫描件仅支持JPG、GIF、PNG格式',
    );
    await user.upload(tid('register-upload-idScan-0'), file(EXE, '正面.jpg', 'image/jpeg'));
    await waitFor(() =>
      expect(tid('register-upload-error-idScan-0')).toHaveTextContent(
        '证件扫描件文件内容不是有效的JPG图片',
      ),
    );
    await user.upload(
      tid('register-upload-licence'),
      file(new Uint8Array(0), '空.pdf', 'application/pdf'),
    );
    await waitFor(() =>
      expect(tid('register-upload-error-licence')).toHaveTextContent('附件内容为空'),
    );
    expect(uploads.count).toBe(0);
  });

  it('uploads a file, lists it, and keeps only its server id in the draft', async () => {
    const user = await openUploadStep();
    await user.upload(
      tid('register-upload-licence'),
      file(PDF, '营业执照副本.pdf', 'application/pdf'),
    );
    expect(await screen.findByTestId('register-files-licence')).toHaveTextContent(
      '营业执照副本.pdf',
    );
    const saved = db.registerFiles.find((f) => f.regId === ORG_ONLY && f.fileType === 'licence');
    expect(saved?.fileName).toBe('营业执照副本.pdf');
    await waitFor(() =>
      expect(localStorage.getItem(REGISTER_DRAFT_KEY)).toContain(`"fileId":"${saved?.fileId}"`),
    );
    // A second licence replaces the first.
    await user.upload(
      tid('register-upload-licence'),
      file(PDF, '营业执照新.pdf', 'application/pdf'),
    );
    await waitFor(() => expect(tid('register-files-licence')).toHaveTextContent('营业执照新.pdf'));
    expect(tid('register-files-licence')).not.toHaveTextContent('营业执照副本.pdf');
  });

  it('shows a progress bar while the file is sent', async () => {
    const user = await openUploadStep();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(
        '*/api/user/uploadRegisterFile',
        async () => {
          await held;
          return HttpResponse.json({
            code: 0,
            success: true,
            message: '上传成功',
            data: {
              fileId: 'RF-TEST',
              fileType: 'licence',
              fileName: '营业执照.pdf',
              size: PDF.length,
              adminIdNo: null,
              uploadedAt: '2026-11-22 10:00:00',
            },
          });
        },
        { once: true },
      ),
    );
    await user.upload(tid('register-upload-licence'), file(PDF, '营业执照.pdf', 'application/pdf'));
    const progress = await screen.findByTestId('register-upload-progress-licence');
    expect(progress).toHaveTextContent('正在上传 营业执照.pdf');
    expect(progress.querySelector('.ant-progress')).not.toBeNull();
    // Going on waits for the upload.
    expect(tid('register-upload-next')).toBeDisabled();
    release();
    expect(await screen.findByTestId('register-files-licence')).toHaveTextContent('营业执照.pdf');
    expect(screen.queryByTestId('register-upload-progress-licence')).not.toBeInTheDocument();
    expect(tid('register-upload-next')).toBeEnabled();
  });

  it('shows a server refusal and a network failure next to the file', async () => {
    const user = await openUploadStep();
    server.use(
      http.post(
        '*/api/user/uploadRegisterFile',
        () =>
          HttpResponse.json({
            code: 2410,
            data: null,
            message: '附件上传失败：文件已损坏',
            success: false,
          }),
        { once: true },
      ),
    );
    await user.upload(tid('register-upload-licence'), file(PDF, '营业执照.pdf', 'application/pdf'));
    expect(await screen.findByTestId('register-upload-error-licence')).toHaveTextContent(
      '附件上传失败：文件已损坏',
    );
    server.use(
      http.post('*/api/user/uploadRegisterFile', () => HttpResponse.error(), { once: true }),
    );
    await user.upload(
      tid('register-upload-authLetter'),
      file(PDF, '授权书.pdf', 'application/pdf'),
    );
    expect(await screen.findByTestId('register-upload-error-authLetter')).toHaveTextContent(
      '网络异常',
    );
    expect(screen.queryByTestId('register-files-authLetter')).not.toBeInTheDocument();
  });

  it('asks for the ID documents before going on, then passes the materials check', async () => {
    const user = await openUploadStep();
    const checks = countRequests('register/inst');
    await user.click(tid('register-upload-next'));
    expect(await screen.findByTestId('register-error')).toHaveTextContent('请上传证件资料');
    expect(tid('register-upload-error-licence')).toHaveTextContent('请上传营业执照');
    expect(tid('register-upload-error-authLetter')).toHaveTextContent('请上传授权书');
    expect(tid('register-upload-error-idScan-0')).toHaveTextContent('请上传证件资料');

    await user.upload(tid('register-upload-licence'), file(PDF, '营业执照.pdf', 'application/pdf'));
    await user.upload(
      tid('register-upload-authLetter'),
      file(PDF, '授权书.pdf', 'application/pdf'),
    );
    await screen.findByTestId('register-files-authLetter');
    await user.click(tid('register-upload-next'));
    await waitFor(() =>
      expect(tid('register-upload-error-idScan-0')).toHaveTextContent('请上传证件资料'),
    );
    expect(checks.count).toBe(0);

    await user.upload(tid('register-upload-idScan-0'), file(PNG, '陈静怡-正面.png', 'image/png'));
    await screen.findByTestId('register-files-idScan-0');
    await user.click(tid('register-upload-next'));
    expect(await screen.findByTestId('register-step-confirm')).toBeInTheDocument();
    expect(checks.count).toBe(1);
    expect(tid('register-summary')).toHaveTextContent('陈静怡-正面.png');
  });
});
