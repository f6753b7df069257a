/** Request and response types of the registration domain (spec 2.7, 7.7); the calls are in ./register.ts. */
/** Where a registration stands: a draft, submitted for review, waiting for the agreements, registered. */
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

/** The organisation fields of user/updateInst. Name, code and P-code are required. */
export interface InstFields {
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

/**
 * user/queryRegistInstInfo: what anyone who knows a public credit code may learn of its
 * unfinished registration (no regId, no personal data but masked mobiles).
 */
export interface UnfinishedRegistration {
  /** The institution's public name (association directory) */
  instName: string;
  status: RegisterStatus;
  statusName: string;
  /** The administrators' mobiles, masked (138****0001): one of them proves the right to resume */
  adminMobiles: string[];
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
