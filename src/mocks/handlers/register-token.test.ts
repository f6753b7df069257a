/**
 * The draft token (src/api/register.ts, "The draft token"): every call that takes a regId
 * refuses a caller without the registration's token or with another (2415), and serves the
 * holder; the token travels in the X-Register-Token header, never in the URL; resuming by
 * credit code needs a right SMS code of an administrator's mobile.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as api from '@/api/register';
import { DRAFT_TOKEN_REFUSED, REGISTER_TOKEN_HEADER, type DraftKey } from '@/api/register-token';
import type { PollAnswer, PollContent } from '@/api/register-types';
import type { ApiResponse } from '@/lib/http-client';
import { ID_TYPE_CODES } from '@/lib/id-number';
import { server } from '@/mocks/node';
import { answered, type ApiResult } from '../../../test/support/api-result';
import { seeded, useNativeFormData } from '../../../test/api/examples/register';
import { seedDraftToken } from '../db/seed-register';
import { DRAFT_TOKEN_MESSAGE, sameToken } from './register-access';

type Result = ApiResult<unknown>;

const ORG_ONLY = 'REG202611180001';
const WITH_FILES = 'REG202611190002';
const READY = 'REG202611200003';
const SUBMITTED = 'REG202611200004';
const POLLED = 'REG202611210005';
const SEALED = 'REG202611210006';

/** 深圳前海远山 (WITH_FILES): its credit code and its administrators' mobiles. */
const QIANHAI = {
  creditCode: '91440300MADFNF7LBX',
  mobiles: ['13926541870', '13823019546'],
  idNos: ['44030519900105028X', 'H60218745'],
  names: ['陈思雨', '梁嘉豪'],
};
const CHENGMING = {
  instName: '上海澄明私募基金管理有限公司',
  creditCode: '91310115MA11LCR05K',
  amacCode: 'P1004954',
};
const NEW_ADMIN = {
  name: '陈静怡',
  idType: ID_TYPE_CODES.idCard,
  idNo: '310104197908220309',
  mobile: '13912345678',
  email: 'chenjingyi@chengming-pf.com',
};
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');

function pdfForm(): FormData {
  const form = new FormData();
  form.append('fileType', 'licence');
  form.append('file', new File([PDF], '营业执照.pdf'));
  return form;
}

async function allAnswers(draft: DraftKey): Promise<PollAnswer[]> {
  const poll = answered(await api.queryPollContent(draft)) as ApiResponse<PollContent>;
  return poll.data.questions.map((q) => ({
    questionId: q.questionId,
    optionIds: [q.options[0]?.optionId ?? ''],
  }));
}

/** Every call that takes a regId, on a seeded registration in a state where it succeeds. */
const GUARDED: [string, string, (draft: DraftKey) => Promise<Result>][] = [
  ['updateInst (an existing draft)', ORG_ONLY, (d) => api.updateInst(CHENGMING, d)],
  ['queryCurrentRegistInfo', WITH_FILES, (d) => api.queryCurrentRegistInfo(d)],
  ['queryInstitutionInfo', ORG_ONLY, (d) => api.queryInstitutionInfo(d)],
  [
    'createSystemAdminInfo',
    ORG_ONLY,
    async (d) => {
      await api.sendVerificationCodeNew(NEW_ADMIN.mobile);
      await api.submitVerificationCode(NEW_ADMIN.mobile, '123456');
      return api.createSystemAdminInfo(d, [NEW_ADMIN]);
    },
  ],
  ['affirmInstitutionInfo', WITH_FILES, (d) => api.affirmInstitutionInfo(d)],
  ['uploadRegisterFile', WITH_FILES, (d) => api.uploadRegisterFile(d, pdfForm())],
  ['registerInst', WITH_FILES, (d) => api.registerInst(d)],
  ['confirmCommitRegister', READY, (d) => api.confirmCommitRegister(d)],
  ['queryPollContent', SUBMITTED, (d) => api.queryPollContent(d)],
  [
    'submitPollAnswer',
    SUBMITTED,
    async (d) => api.submitPollAnswer(d, await allAnswers(seeded(SUBMITTED))),
  ],
  ['queryRegisterProtocol', POLLED, (d) => api.queryRegisterProtocol(d)],
  ['sendVerificationCodeForSign', POLLED, (d) => api.sendVerificationCodeForSign(d, '13922875310')],
  [
    'updateRegisterInstSeal',
    POLLED,
    async (d) => {
      await api.sendVerificationCodeForSign(seeded(POLLED), '13922875310');
      return api.updateRegisterInstSeal(d, '123456');
    },
  ],
  [
    'insertRegisterProtocol',
    SEALED,
    (d) => api.insertRegisterProtocol(d, ['RP2026001', 'RP2026002']),
  ],
  ['skipOpeningProtocol', SEALED, (d) => api.skipOpeningProtocol(d)],
];

/** The URL and the token header of each request of the registration calls. */
const sent: { url: string; token: string | null }[] = [];

beforeEach(async () => {
  await useNativeFormData();
  sent.length = 0;
  server.events.on('request:start', ({ request }) => {
    sent.push({ url: request.url, token: request.headers.get(REGISTER_TOKEN_HEADER) });
  });
});

afterEach(() => {
  server.events.removeAllListeners('request:start');
});

describe.each(GUARDED)('%s', (_name, regId, call) => {
  it('refuses a caller without the token: 2415 and the message, nothing read', async () => {
    // No header at all: the client drops a header whose value is undefined.
    const body = answered(await call({ regId, draftToken: undefined as unknown as string }));
    expect(sent.at(-1)?.token).toBeNull();
    expect(body).toMatchObject({ code: DRAFT_TOKEN_REFUSED, message: DRAFT_TOKEN_MESSAGE });
    expect(body.data).toBeNull();
  });

  it('refuses an empty token, another draft’s token and a near miss', async () => {
    for (const draftToken of ['', seedDraftToken(ORG_ONLY === regId ? WITH_FILES : ORG_ONLY)]) {
      const body = answered(await call({ regId, draftToken }));
      expect(body).toMatchObject({ code: DRAFT_TOKEN_REFUSED, message: DRAFT_TOKEN_MESSAGE });
    }
    const nearMiss = `${seedDraftToken(regId).slice(0, -1)}X`;
    expect(answered(await call({ regId, draftToken: nearMiss })).code).toBe(DRAFT_TOKEN_REFUSED);
  });

  it('serves the holder, with the token in the header and never in the URL', async () => {
    const draft = seeded(regId);
    const body = answered(await call(draft));
    expect(body.code, body.message).toBe(0);
    const mine = sent.filter((r) => r.url.includes('/api/') && r.token !== null);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.token === draft.draftToken)).toBe(true);
    expect(sent.some((r) => r.url.includes(draft.draftToken))).toBe(false);
  });
});

describe('a new draft', () => {
  it('comes with a random token of 256 bits that only it accepts', async () => {
    const first = answered(
      await api.updateInst({
        instName: '杭州玄元投资管理有限公司',
        creditCode: '91330106MAJG7LCMK7',
        amacCode: 'P1037797',
      }),
    ) as ApiResponse<DraftKey>;
    expect(first.data.draftToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const record = answered(await api.queryCurrentRegistInfo(first.data));
    expect(record.code).toBe(0);
    const stranger = { regId: first.data.regId, draftToken: seedDraftToken(first.data.regId) };
    expect(answered(await api.queryCurrentRegistInfo(stranger)).code).toBe(DRAFT_TOKEN_REFUSED);
  });

  it('compares tokens whole: same text only, whatever the length', () => {
    expect(sameToken('abc', 'abc')).toBe(true);
    expect(sameToken('abd', 'abc')).toBe(false);
    expect(sameToken('ab', 'abc')).toBe(false);
    expect(sameToken('abcd', 'abc')).toBe(false);
    expect(sameToken('', '')).toBe(false);
  });
});

describe('resuming by credit code', () => {
  it('tells a stranger only the status, the public name and masked mobiles', async () => {
    const body = answered(await api.queryRegistInstInfo(QIANHAI.creditCode));
    expect(body.data).toEqual({
      instName: '深圳前海远山资产管理有限公司',
      status: 'draft',
      statusName: '填写中',
      adminMobiles: ['139****1870', '138****9546'],
    });
    const text = JSON.stringify(body);
    for (const secret of [WITH_FILES, seedDraftToken(WITH_FILES), ...QIANHAI.mobiles]) {
      expect(text).not.toContain(secret);
    }
    for (const secret of [...QIANHAI.idNos, ...QIANHAI.names]) expect(text).not.toContain(secret);
  });

  it('hands a new token to the holder of an administrator’s mobile; the old one is void', async () => {
    const mobile = QIANHAI.mobiles[1] ?? '';
    answered(await api.sendVerificationCodeNew(mobile, QIANHAI.creditCode));
    const wrong = answered(
      await api.resumeWithVerificationCode(mobile, '654321', QIANHAI.creditCode),
    );
    expect(wrong).toMatchObject({ code: 2406, data: null });
    const proof = answered(
      await api.resumeWithVerificationCode(mobile, '123456', QIANHAI.creditCode),
    ) as ApiResponse<DraftKey>;
    expect(proof.code).toBe(0);
    expect(proof.data.regId).toBe(WITH_FILES);
    expect(proof.data.draftToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answered(await api.queryCurrentRegistInfo(proof.data)).code).toBe(0);
    const before = seeded(WITH_FILES);
    expect(answered(await api.queryCurrentRegistInfo(before)).code).toBe(DRAFT_TOKEN_REFUSED);
  });

  it('refuses a proven mobile that is not an administrator’s, and a code never sent', async () => {
    const refusedBefore = answered(
      await api.resumeWithVerificationCode(NEW_ADMIN.mobile, '123456', QIANHAI.creditCode),
    );
    expect(refusedBefore).toMatchObject({ code: 2406, data: null });
    answered(await api.sendVerificationCodeNew(NEW_ADMIN.mobile, QIANHAI.creditCode));
    const body = answered(
      await api.resumeWithVerificationCode(NEW_ADMIN.mobile, '123456', QIANHAI.creditCode),
    );
    expect(body).toMatchObject({ code: 2409, message: '手机号须为已登记的管理员手机号码' });
    expect(body.data).toBeNull();
  });

  it('has a code of its own: the administrator step’s neither resumes nor holds it back', async () => {
    const mobile = QIANHAI.mobiles[1] ?? '';
    answered(await api.sendVerificationCodeNew(mobile));
    const crossed = answered(
      await api.resumeWithVerificationCode(mobile, '123456', QIANHAI.creditCode),
    );
    expect(crossed).toMatchObject({ code: 2406, message: '请先获取验证码' });
    expect(answered(await api.sendVerificationCodeNew(mobile, QIANHAI.creditCode)).code).toBe(0);
    const proof = answered(
      await api.resumeWithVerificationCode(mobile, '123456', QIANHAI.creditCode),
    );
    expect(proof.code).toBe(0);
  });

  it('without a credit code, a right code verifies the mobile and hands out nothing', async () => {
    const mobile = QIANHAI.mobiles[0] ?? '';
    answered(await api.sendVerificationCodeNew(mobile));
    expect(answered(await api.submitVerificationCode(mobile, '123456'))).toMatchObject({
      code: 0,
      data: null,
    });
  });

  it('a second draft of the institution is refused with 2413, without the regId', async () => {
    const body = answered(
      await api.updateInst({
        instName: '深圳前海远山资产管理有限公司',
        creditCode: QIANHAI.creditCode,
        amacCode: 'P1068229',
      }),
    );
    expect(body).toMatchObject({
      code: 2413,
      message: '该机构已有未完成的注册申请，请验证管理员手机号后继续',
      data: null,
    });
    expect(JSON.stringify(body)).not.toContain('REG');
    const submitted = answered(
      await api.updateInst({
        instName: '宁波梅山保税港区盈泰投资管理有限公司',
        creditCode: '91330206MARGFX9A4U',
        amacCode: 'P1069757',
      }),
    );
    expect(submitted).toMatchObject({ code: 2413, data: null });
  });

  it('a draft without administrators is not offered, and a new draft replaces it', async () => {
    expect(answered(await api.queryRegistInstInfo(CHENGMING.creditCode)).data).toBeNull();
    const created = answered(await api.updateInst(CHENGMING)) as ApiResponse<DraftKey>;
    expect(created.code).toBe(0);
    expect(created.data.regId).not.toBe(ORG_ONLY);
    expect(answered(await api.queryCurrentRegistInfo(seeded(ORG_ONLY))).code).toBe(2403);
  });
});
