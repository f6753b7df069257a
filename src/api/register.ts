/**
 * API functions of institution registration (spec 7.7), plus the two searchSuggest calls that
 * spec 7.6 lists under "value, tax, other" but that serve the organisation step of registration.
 * Every call is public: registration happens before any account exists.
 *
 * ## The /create wizard (spec 2.7) and the calls of each step
 * A registration record (regId) holds the organisation, its administrators, the uploaded files,
 * the questionnaire answers, the e-seal and the signed protocols. Its status:
 *   draft            填写中: steps 1-5, everything editable
 *   submitted        已提交，审核中: locked for edits; the questionnaire is next
 *   pendingAgreement 待签署协议: questionnaire answered; the agreements are next
 *   registered       注册成功
 * `nextStep` of the record tells a resumed wizard where to continue.
 *
 * 1. Organisation info: type-ahead with searchInst (names, 2+ characters) or
 *    suggestInstitutionInfo (name, credit code, P-code, already-registered flag);
 *    queryCreditCodeByName fills the credit code from a chosen name; queryManagerInformation
 *    (credit code) fills the rest from the association (AMAC) directory. updateInst creates the
 *    draft (no draft key) and answers { regId, draftToken }, or updates it (the draft key).
 *    Name, credit code and P-code must match the association directory; an institution already
 *    on the platform is refused with "该机构已注册，请直接登录".
 *    An institution has one unfinished registration at a time: updateInst creating another is
 *    refused with 2413 (no regId), unless the other holds no administrator yet (then it holds
 *    only the association's public data, and the new draft replaces it).
 *    Resuming by credit code: queryRegistInstInfo (credit code) tells only what a stranger may
 *    know (status, the institution's public name, the administrators' mobiles masked); the
 *    user proves control of one of those mobiles with sendVerificationCodeNew then
 *    submitVerificationCode, both with the credit code (a code of its own, apart from the
 *    administrator step's; resumeWithVerificationCode), which answers
 *    { regId, draftToken } with a new token (the draft's earlier token is void from then on).
 * 2. Administrator info: for each administrator's mobile, sendVerificationCodeNew then
 *    submitVerificationCode (the mock code is 123456; resend after 60 s); then
 *    createSystemAdminInfo (draft key, the whole list) replaces the administrators.
 * 3. Preview: queryCurrentRegistInfo / queryInstitutionInfo; affirmInstitutionInfo confirms it.
 * 4. Upload files: uploadRegisterFile per file (营业执照 licence and 授权书 authLetter: PDF, one
 *    each, a new upload replaces the old; 证件扫描件 idScan: JPG, GIF or PNG, naming the
 *    administrator by adminIdNo, up to 2 per administrator, a third replaces the oldest).
 *    Leaving the step, registerInst (GET register/inst) checks that the organisation,
 *    administrators and files are complete and records the materials as submitted.
 * 5. Confirm before submit: confirmCommitRegister → status submitted, "注册信息已提交，正在审核中".
 * 6. Questionnaire: queryPollContent, submitPollAnswer (every question) → pendingAgreement.
 * 7. Agreement confirm: queryRegisterProtocol lists the agreements (two required, one optional
 *    opening protocol); sendVerificationCodeForSign (an administrator's mobile) then
 *    updateRegisterInstSeal (the code) applies the institution's e-seal; insertRegisterProtocol
 *    (the ids of the required protocols, plus the opening one if chosen) signs → registered,
 *    "注册成功"; skipOpeningProtocol records that the optional opening protocol was skipped.
 *
 * Editing the organisation or administrators clears the preview confirmation; any edit or upload
 * clears the materials check, so steps 3-5 must be passed again.
 *
 * ## The draft token
 * A registration belongs to whoever started it or proved control of one of its administrators'
 * mobiles. The draft token is a random secret (256 bits, base64url) issued with the regId;
 * every call that reads or changes a registration (each that takes a DraftKey) sends it in the
 * request header X-Register-Token (REGISTER_TOKEN_HEADER of ./register-token.ts), never in the
 * URL, which servers and browsers log. A call without it, or with another token, is refused with
 * 2415 注册信息已失效，请重新验证后继续. The wizard keeps the token beside the regId in its
 * stored draft (src/features/register/register-draft.ts).
 *
 * ## Codes (mock API; the real server's mapping is not in the spec)
 * 1001 a required field is missing, 1002 a field is malformed (credit code "请检查统一社会信用代码",
 * "证件号码不符合规范", "手机号格式不正确", "邮箱格式不正确", ...), and refusals:
 * 2401 该机构已注册，请直接登录 · 2402 not in the association directory (未查询到该机构的统一社会信用代码,
 * 未查询到该机构的协会登记信息) · 2403 注册信息不存在 · 2404 wrong status for the call (注册信息已提交，
 * 不能修改 / 请先提交注册信息 / 请先完成调查问卷 / 该机构已注册成功，请直接登录) · 2405 incomplete
 * (机构信息不完整：…, 请上传证件资料, 请先确认机构信息, 请先提交注册资料) · 2406 验证码错误或已失效 /
 * 请先获取验证码 · 2407 验证码已发送，请60秒后再试 · 2408 多个管理员的手机号码或证件号码不能相同 ·
 * 2409 手机号须与验证的手机号一致 / 手机号须为已登记的管理员手机号码 · 2410 file refused (format,
 * content, size "附件大小不能超过100M") · 2411 questionnaire (请完成全部问题, unknown question or
 * option) · 2412 agreements (请先完成电子签章, 请勾选全部必签协议, 协议不存在, 开户协议已签署) ·
 * 2413 该机构已有未完成的注册申请，请验证管理员手机号后继续 / 该机构的注册申请正在审核中 (data
 * null: resume by credit code) · 2414 name or P-code differs from the association directory ·
 * 2415 注册信息已失效，请重新验证后继续 (the draft token is missing or wrong). Refusals about one
 * administrator carry data { index }. submitVerificationCode with a credit code refuses a
 * mobile that is not an administrator's of the unfinished registration with 2409
 * 手机号须为已登记的管理员手机号码 (only after a right code: the answer tells nothing to whoever
 * does not hold the mobile).
 */
import { get, post, type ApiResult, type RequestOptions } from '@/lib/http-client';
import { REGISTER_TOKEN_HEADER, type DraftKey } from './register-token';
import type {
  InstFields,
  InstSeal,
  InstitutionSuggestion,
  ManagerInformation,
  PollAnswer,
  PollContent,
  RegisterAdmin,
  RegisterAdminInput,
  RegisterFile,
  RegisterInstInfo,
  RegisterProtocolList,
  RegistrationRecord,
  SmsSent,
  UnfinishedRegistration,
} from './register-types';
import { REGISTER_URLS } from './register-urls';

/** The header that proves the caller holds the draft. */
function holding(draft: DraftKey): Pick<RequestOptions, 'headers'> {
  return { headers: { [REGISTER_TOKEN_HEADER]: draft.draftToken } };
}

/** GET searchSuggest/inst (public; spec 7.6): up to 10 institution names containing the keyword (2+ characters). */
export function searchInst(keyword: string): ApiResult<string[]> {
  return get(REGISTER_URLS.searchInst, { keyword });
}

/** GET searchSuggest/queryCreditCodeByName (public; spec 7.6): the credit code of an institution by its exact name. */
export function queryCreditCodeByName(instName: string): ApiResult<{ creditCode: string }> {
  return get(REGISTER_URLS.queryCreditCodeByName, { instName });
}

/** GET user/suggestInstitutionInfo (public): up to 10 institutions matching a name or code (2+ characters). */
export function suggestInstitutionInfo(keyword: string): ApiResult<InstitutionSuggestion[]> {
  return get(REGISTER_URLS.suggestInstitutionInfo, { keyword });
}

/** POST register/queryManagerInformation (public): the association's record of a manager, by credit code. */
export function queryManagerInformation(creditCode: string): ApiResult<ManagerInformation> {
  return post(REGISTER_URLS.queryManagerInformation, { creditCode });
}

/** GET user/queryRegistInstInfo (public): what a stranger may know of the unfinished registration of a credit code, or data null. */
export function queryRegistInstInfo(creditCode: string): ApiResult<UnfinishedRegistration | null> {
  return get(REGISTER_URLS.queryRegistInstInfo, { creditCode });
}

/** GET user/updateInst (public): creates the draft (no draft key: a new token) or updates its organisation info (token). */
export function updateInst(fields: InstFields, draft?: DraftKey): ApiResult<DraftKey> {
  if (!draft) return get(REGISTER_URLS.updateInst, { ...fields });
  return get(REGISTER_URLS.updateInst, { ...fields, regId: draft.regId }, holding(draft));
}

/** GET user/queryCurrentRegistInfo (public, token): the whole registration record. */
export function queryCurrentRegistInfo(draft: DraftKey): ApiResult<RegistrationRecord> {
  return get(REGISTER_URLS.queryCurrentRegistInfo, { regId: draft.regId }, holding(draft));
}

/** GET user/queryInstitutionInfo (public, token): the organisation info of a registration. */
export function queryInstitutionInfo(draft: DraftKey): ApiResult<RegisterInstInfo> {
  return get(REGISTER_URLS.queryInstitutionInfo, { regId: draft.regId }, holding(draft));
}

/**
 * GET register/sendVerificationCodeNew (public): sends the SMS code that verifies an
 * administrator's mobile; with a credit code, the one that resumes that institution's
 * unfinished registration (resumeWithVerificationCode).
 */
export function sendVerificationCodeNew(mobile: string, creditCode?: string): ApiResult<SmsSent> {
  return get(REGISTER_URLS.sendVerificationCodeNew, { mobile, creditCode });
}

/** GET register/submitVerificationCode (public): checks the SMS code and marks the mobile verified. */
export function submitVerificationCode(mobile: string, code: string): ApiResult<null> {
  return get(REGISTER_URLS.submitVerificationCode, { mobile, code });
}

/**
 * GET register/submitVerificationCode with a credit code (public): resuming by credit code.
 * The code proves control of the mobile, which must be an administrator's of the institution's
 * unfinished registration; answers its key with a new token.
 */
export function resumeWithVerificationCode(
  mobile: string,
  code: string,
  creditCode: string,
): ApiResult<DraftKey> {
  return get(REGISTER_URLS.submitVerificationCode, { mobile, code, creditCode });
}

/** POST user/createSystemAdminInfo (public, token): replaces the administrators of a draft (admins sent as JSON text). */
export function createSystemAdminInfo(
  draft: DraftKey,
  admins: RegisterAdminInput[],
): ApiResult<{ regId: string; admins: RegisterAdmin[] }> {
  return post(REGISTER_URLS.createSystemAdminInfo, { regId: draft.regId, admins }, holding(draft));
}

/** GET user/affirmInstitutionInfo (public, token): confirms the preview of organisation and administrators. */
export function affirmInstitutionInfo(draft: DraftKey): ApiResult<null> {
  return get(REGISTER_URLS.affirmInstitutionInfo, { regId: draft.regId }, holding(draft));
}

/**
 * POST user/uploadRegisterFile (public, multipart, token): one file of a draft. The form holds
 * fileType (licence | authLetter | idScan), file, and adminIdNo for an idScan; the regId of
 * the draft key is set on it.
 */
export function uploadRegisterFile(
  draft: DraftKey,
  form: FormData,
  options: Pick<RequestOptions, 'onUploadProgress' | 'signal'> = {},
): ApiResult<RegisterFile> {
  form.set('regId', draft.regId);
  return post(REGISTER_URLS.uploadRegisterFile, form, { ...options, ...holding(draft) });
}

/** GET register/inst (public, token): checks that organisation, administrators and files are complete and submits the materials. */
export function registerInst(draft: DraftKey): ApiResult<RegistrationRecord> {
  return get(REGISTER_URLS.registerInst, { regId: draft.regId }, holding(draft));
}

/** GET user/confirmCommitRegister (public, token): submits the registration for review (status submitted). */
export function confirmCommitRegister(draft: DraftKey): ApiResult<RegistrationRecord> {
  return get(REGISTER_URLS.confirmCommitRegister, { regId: draft.regId }, holding(draft));
}

/** GET register/queryPollContent (public, token): the questionnaire of a new manager, with answers given so far. */
export function queryPollContent(draft: DraftKey): ApiResult<PollContent> {
  return get(REGISTER_URLS.queryPollContent, { regId: draft.regId }, holding(draft));
}

/** POST register/submitPollAnswer (public, json, token): answers every question of the questionnaire. */
export function submitPollAnswer(draft: DraftKey, answers: PollAnswer[]): ApiResult<null> {
  return post(
    REGISTER_URLS.submitPollAnswer,
    { regId: draft.regId, answers },
    { json: true, ...holding(draft) },
  );
}

/** POST register/queryRegisterProtocol (public, token): the agreements to sign, with their HTML and state. */
export function queryRegisterProtocol(draft: DraftKey): ApiResult<RegisterProtocolList> {
  return post(REGISTER_URLS.queryRegisterProtocol, { regId: draft.regId }, holding(draft));
}

/** POST register/sendVerificationCodeForSign (public, token): sends the signing SMS code to an administrator's mobile. */
export function sendVerificationCodeForSign(draft: DraftKey, mobile: string): ApiResult<SmsSent> {
  return post(
    REGISTER_URLS.sendVerificationCodeForSign,
    { regId: draft.regId, mobile },
    holding(draft),
  );
}

/** POST register/updateRegisterInstSeal (public, token): applies the institution's e-seal, confirmed by the signing code. */
export function updateRegisterInstSeal(draft: DraftKey, code: string): ApiResult<InstSeal> {
  return post(REGISTER_URLS.updateRegisterInstSeal, { regId: draft.regId, code }, holding(draft));
}

/** POST register/insertRegisterProtocol (public, token): signs the agreements (protocolIds sent as JSON text) → registered. */
export function insertRegisterProtocol(
  draft: DraftKey,
  protocolIds: string[],
): ApiResult<RegistrationRecord> {
  return post(
    REGISTER_URLS.insertRegisterProtocol,
    { regId: draft.regId, protocolIds },
    holding(draft),
  );
}

/** POST register/skipOpeningProtocol (public, token): skips the optional opening protocol. */
export function skipOpeningProtocol(draft: DraftKey): ApiResult<null> {
  return post(REGISTER_URLS.skipOpeningProtocol, { regId: draft.regId }, holding(draft));
}
