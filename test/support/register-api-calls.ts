/**
 * Calls of the registration API (src/api/register.ts) against the mock, for the mock's tests: the
 * answer's data or its refusal, the demo institution 杭州玄元 with its two administrators, files
 * by their first bytes, SMS verification, uploads and a draft with its administrators saved.
 */
import { beforeEach } from 'vitest';
import * as api from '@/api/register';
import type { DraftKey } from '@/api/register-token';
import { ID_TYPE_CODES } from '@/lib/id-number';
import { useNativeFormData } from '../api/examples/register';
import { data } from './api-result';

export { answered, data, refusal } from './api-result';

export const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
export const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
export const GIF = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');

export const XUANYUAN = {
  instName: '杭州玄元投资管理有限公司',
  creditCode: '91330106MAJG7LCMK7',
  amacCode: 'P1037797',
};
export const ADMIN_A = {
  name: '陈晓岚',
  idType: ID_TYPE_CODES.idCard,
  idNo: '330102199610107995',
  mobile: '13957100321',
  email: 'chenxl@xuanyuan-invest.com',
};
export const ADMIN_B = {
  name: 'Michael Chen',
  idType: ID_TYPE_CODES.foreignerPermit,
  idNo: '931840197806112008',
  mobile: '13957100322',
  email: 'michael.chen@xuanyuan-invest.com',
};

export async function verify(mobile: string) {
  data(await api.sendVerificationCodeNew(mobile));
  data(await api.submitVerificationCode(mobile, '123456'));
}

export function upload(
  draft: DraftKey,
  fileType: string,
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
  idNo?: string,
) {
  const form = new FormData();
  form.append('fileType', fileType);
  if (idNo) form.append('adminIdNo', idNo);
  form.append('file', new File([bytes], name));
  return api.uploadRegisterFile(draft, form);
}

/** A new draft of 杭州玄元 with its two administrators saved. */
export async function draftWithAdmins(): Promise<DraftKey> {
  const draft = data(await api.updateInst(XUANYUAN));
  await verify(ADMIN_A.mobile);
  await verify(ADMIN_B.mobile);
  data(await api.createSystemAdminInfo(draft, [ADMIN_A, ADMIN_B]));
  return draft;
}

/** Each test builds its FormData with Node's classes (see useNativeFormData). */
export function withNativeFormData(): void {
  beforeEach(async () => {
    await useNativeFormData();
  });
}
