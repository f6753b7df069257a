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
 *    (credit code) fills the rest from the association (AMAC) directory. queryRegistInstInfo
 *    (credit code) offers to resume an unfinished registration. updateInst creates the draft
 *    (no regId) or updates it (regId) and answers { regId }. Name, credit code and P-code must
 *    match the association directory; an institution already on the platform is refused with
 *    "该机构已注册，请直接登录".
 * 2. Administrator info: for each administrator's mobile, sendVerificationCodeNew then
 *    submitVerificationCode (the mock code is 123456; resend after 60 s); then
 *    createSystemAdminInfo (regId, the whole list) replaces the administrators.
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
 * 2413 该机构已有未完成的注册申请 (data { regId }) / 该机构的注册申请正在审核中 · 2414 name or P-code
 * differs from the association directory. Refusals about one administrator carry data { index }.
 */
import { get, post, type ApiResult, type RequestOptions } from '@/lib/http-client';
import { REGISTER_URLS } from './register-urls';

export type RegisterStatus = 'draft' | 'submitted' | 'pendingAgreement' | 'registered';

/** The wizard step a resumed registration continues at ('done' once registered). */
export type RegisterStep =
  'inst' | 'admin' | 'preview' | 'upload' | 'confirm' | 'poll' | 'agreement' | 'done';

/** A fund manager as the association (中国证券投资基金业协会) registered it. */
export interface ManagerInformation {
  /** 机构名称 */
  instName: string;
  /** 统一社会信用代码 */
  creditCode: string;
  /** 协会登记编号, e.g. P1071234 */
  amacCode: string;
  /** 法定代表人 */
  legalRep: string;
  /** 登记日期 yyyy-MM-dd */
  registerDate: string;
  /** 成立日期 yyyy-MM-dd */
  establishDate: string;
  /** 机构类型, e.g. 私募证券投资基金管理人 */
  managerType: string;
  /** 注册地址 */
  regAddress: string;
  /** 办公地址 */
  officeAddress: string;
  /** 注册资本 (yuan) */
  regCapital: number;
  /** 实缴资本 (yuan) */
  paidInCapital: number;
  /** 会员类型: 普通会员, 观察会员 or 非会员 */
  memberType: string;
  /** 员工人数 */
  staffCount: number;
}

export interface InstitutionSuggestion {
  instName: string;
  /** 统一社会信用代码 */
  creditCode: string;
  /** 协会登记编号 */
  amacCode: string;
  /** Already on the platform: cannot register again. */
  registered: boolean;
}

/** Organisation info of a registration (step 1). */
export interface RegisterInstInfo {
  instName: string;
  /** 统一社会信用代码 (18 characters, upper case) */
  creditCode: string;
  /** 协会登记编号 */
  amacCode: string;
  /** 法定代表人 */
  legalRep: string;
  /** 注册地址 */
  regAddress: string;
  /** 办公地址 */
  officeAddress: string;
}

/** user/updateInst: without regId it creates the draft. Name, code and P-code are required. */
export interface UpdateInstRequest {
  regId?: string;
  instName: string;
  creditCode: string;
  amacCode: string;
  legalRep?: string;
  regAddress?: string;
  officeAddress?: string;
}

/** An administrator as the form sends it. */
export interface RegisterAdminInput {
  /** 管理员姓名 */
  name: string;
  /** ID type code, see ID_TYPES of src/lib/id-number.ts */
  idType: string;
  /** 证件号码 */
  idNo: string;
  /** 手机号码 (verified by SMS first) */
  mobile: string;
  email: string;
}

export interface RegisterAdmin extends RegisterAdminInput {
  /** 证件类型名称 */
  idTypeName: string;
}

/** licence 营业执照 (PDF), authLetter 授权书 (PDF), idScan 管理员证件扫描件 (JPG, GIF, PNG). */
export type RegisterFileType = 'licence' | 'authLetter' | 'idScan';

export interface RegisterFile {
  fileId: string;
  fileType: RegisterFileType;
  fileName: string;
  /** bytes */
  size: number;
  /** The administrator an idScan belongs to; null for the other types. */
  adminIdNo: string | null;
  uploadedAt: string;
}

export interface RegistrationRecord {
  regId: string;
  status: RegisterStatus;
  /** 填写中, 已提交，审核中, 待签署协议, 注册成功 */
  statusName: string;
  nextStep: RegisterStep;
  inst: RegisterInstInfo;
  admins: RegisterAdmin[];
  files: RegisterFile[];
  /** The preview was confirmed (affirmInstitutionInfo). */
  affirmed: boolean;
  /** The materials check passed (register/inst). */
  materialsSubmitted: boolean;
  pollAnswered: boolean;
  sealApplied: boolean;
  signedProtocolIds: string[];
  /** The optional opening protocol: pending, signed or skipped. */
  openingProtocol: 'pending' | 'signed' | 'skipped';
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  registeredAt: string | null;
}

export interface SmsSent {
  /** The mobile, masked (138****8001) */
  mobile: string;
  /** Seconds the code stays valid */
  expiresIn: number;
  /** Seconds before another code may be requested */
  resendAfter: number;
}

export interface PollOption {
  optionId: string;
  label: string;
}

export interface PollQuestion {
  questionId: string;
  title: string;
  type: 'single' | 'multiple';
  options: PollOption[];
}

export interface PollAnswer {
  questionId: string;
  optionIds: string[];
}

export interface PollContent {
  pollId: string;
  title: string;
  intro: string;
  questions: PollQuestion[];
  /** Answers already given (empty before the first submission) */
  answers: PollAnswer[];
}

export interface RegisterProtocol {
  protocolId: string;
  name: string;
  version: string;
  /** Must be signed to finish the registration */
  required: boolean;
  /** The optional opening protocol, which may be skipped */
  opening: boolean;
  /** HTML */
  content: string;
  signed: boolean;
  signedAt: string | null;
  skipped: boolean;
}

export interface RegisterProtocolList {
  protocols: RegisterProtocol[];
  sealApplied: boolean;
}

/** The institution's e-seal applied to the agreements. */
export interface InstSeal {
  sealId: string;
  sealName: string;
  appliedAt: string;
  /** The administrator mobile that confirmed it, masked */
  signerMobile: string;
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

/** GET user/queryRegistInstInfo (public): the unfinished registration of a credit code to resume, or data null. */
export function queryRegistInstInfo(creditCode: string): ApiResult<RegistrationRecord | null> {
  return get(REGISTER_URLS.queryRegistInstInfo, { creditCode });
}

/** GET user/updateInst (public): creates the draft (no regId) or updates its organisation info. */
export function updateInst(fields: UpdateInstRequest): ApiResult<{ regId: string }> {
  return get(REGISTER_URLS.updateInst, { ...fields });
}

/** GET user/queryCurrentRegistInfo (public): the whole registration record. */
export function queryCurrentRegistInfo(regId: string): ApiResult<RegistrationRecord> {
  return get(REGISTER_URLS.queryCurrentRegistInfo, { regId });
}

/** GET user/queryInstitutionInfo (public): the organisation info of a registration. */
export function queryInstitutionInfo(regId: string): ApiResult<RegisterInstInfo> {
  return get(REGISTER_URLS.queryInstitutionInfo, { regId });
}

/** GET register/sendVerificationCodeNew (public): sends the SMS code that verifies an administrator's mobile. */
export function sendVerificationCodeNew(mobile: string): ApiResult<SmsSent> {
  return get(REGISTER_URLS.sendVerificationCodeNew, { mobile });
}

/** GET register/submitVerificationCode (public): checks the SMS code and marks the mobile verified. */
export function submitVerificationCode(mobile: string, code: string): ApiResult<null> {
  return get(REGISTER_URLS.submitVerificationCode, { mobile, code });
}

/** POST user/createSystemAdminInfo (public): replaces the administrators of a draft (admins sent as JSON text). */
export function createSystemAdminInfo(
  regId: string,
  admins: RegisterAdminInput[],
): ApiResult<{ regId: string; admins: RegisterAdmin[] }> {
  return post(REGISTER_URLS.createSystemAdminInfo, { regId, admins });
}

/** GET user/affirmInstitutionInfo (public): confirms the preview of organisation and administrators. */
export function affirmInstitutionInfo(regId: string): ApiResult<null> {
  return get(REGISTER_URLS.affirmInstitutionInfo, { regId });
}

/**
 * POST user/uploadRegisterFile (public, multipart): one file of a draft. The form holds regId,
 * fileType (licence | authLetter | idScan), file, and adminIdNo for an idScan.
 */
export function uploadRegisterFile(
  form: FormData,
  options: Pick<RequestOptions, 'onUploadProgress' | 'signal'> = {},
): ApiResult<RegisterFile> {
  return post(REGISTER_URLS.uploadRegisterFile, form, options);
}

/** GET register/inst (public): checks that organisation, administrators and files are complete and submits the materials. */
export function registerInst(regId: string): ApiResult<RegistrationRecord> {
  return get(REGISTER_URLS.registerInst, { regId });
}

/** GET user/confirmCommitRegister (public): submits the registration for review (status submitted). */
export function confirmCommitRegister(regId: string): ApiResult<RegistrationRecord> {
  return get(REGISTER_URLS.confirmCommitRegister, { regId });
}

/** GET register/queryPollContent (public): the questionnaire of a new manager, with answers given so far. */
export function queryPollContent(regId: string): ApiResult<PollContent> {
  return get(REGISTER_URLS.queryPollContent, { regId });
}

/** POST register/submitPollAnswer (public, json): answers every question of the questionnaire. */
export function submitPollAnswer(regId: string, answers: PollAnswer[]): ApiResult<null> {
  return post(REGISTER_URLS.submitPollAnswer, { regId, answers }, { json: true });
}

/** POST register/queryRegisterProtocol (public): the agreements to sign, with their HTML and state. */
export function queryRegisterProtocol(regId: string): ApiResult<RegisterProtocolList> {
  return post(REGISTER_URLS.queryRegisterProtocol, { regId });
}

/** POST register/sendVerificationCodeForSign (public): sends the signing SMS code to an administrator's mobile. */
export function sendVerificationCodeForSign(regId: string, mobile: string): ApiResult<SmsSent> {
  return post(REGISTER_URLS.sendVerificationCodeForSign, { regId, mobile });
}

/** POST register/updateRegisterInstSeal (public): applies the institution's e-seal, confirmed by the signing code. */
export function updateRegisterInstSeal(regId: string, code: string): ApiResult<InstSeal> {
  return post(REGISTER_URLS.updateRegisterInstSeal, { regId, code });
}

/** POST register/insertRegisterProtocol (public): signs the agreements (protocolIds sent as JSON text) → registered. */
export function insertRegisterProtocol(
  regId: string,
  protocolIds: string[],
): ApiResult<RegistrationRecord> {
  return post(REGISTER_URLS.insertRegisterProtocol, { regId, protocolIds });
}

/** POST register/skipOpeningProtocol (public): skips the optional opening protocol. */
export function skipOpeningProtocol(regId: string): ApiResult<null> {
  return post(REGISTER_URLS.skipOpeningProtocol, { regId });
}
