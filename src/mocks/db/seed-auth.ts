/**
 * Seed of institutions and users: the demo accounts of ../shared/qa-contract.md.
 * Password of every account: Portal@2026. Other domains key their data by instId / userId.
 * The auth* tables hold the login flows in progress (captchas, tickets, SMS codes, QR logins);
 * they start empty.
 */
import type { InstType } from '@/policy/inst-types';
import { SYSTEM_DEFAULT_PASSWORD } from '@/policy/password-rule';
import type { SeedDates } from './seed-dates';

export { SYSTEM_DEFAULT_PASSWORD };

/** Institution types of spec 6 (by instId). */
export type { InstType };

export interface MockInstitution {
  instId: string;
  instName: string;
  /** 统一社会信用代码 */
  creditCode: string;
  /** 协会登记编号 */
  amacCode: string;
  instTypes: InstType[];
  /** Business-permission mode (spec 6); cannot change once set. */
  permissionMode: 'isolated' | 'normal';
  /** Manager class KHFL (spec 3 dictionary). */
  khfl: string;
  /** Level FJMC; A or B means guided. */
  fjmc: 'A' | 'B' | 'C';
  status: 'enabled' | 'disabled';
}

export interface MockUser {
  userId: string;
  userName: string;
  realName: string;
  password: string;
  mobile: string;
  email: string;
  /** 0 regular manager user; 4 internal staff */
  userType: 0 | 4;
  roleNames: string[];
  instRoles: string[];
  /** Institutions the user belongs to; the first is the default. */
  instIds: string[];
  status: 'enabled' | 'disabled';
  /** Must pass an SMS code check after the password. */
  smsCheck: boolean;
  /** First login: verify the phone by SMS and set a new password. */
  firstLogin: boolean;
  /** Wrong passwords in a row; at 5 the account is locked. */
  failedAttempts: number;
  lockedUntil: number | null;
  /** yyyy-MM-dd HH:mm:ss of the last completed login; absent before the first one. */
  lastLoginTime?: string;
  /**
   * Internal staff (userType 4) sign in against the custodian's back office (spec 8's internal
   * account messages): what it says of this account. Absent: registered with access.
   */
  backOffice?: 'noAccess' | 'unregistered' | 'unreachable';
  /** The platform disabled the login account (账号已停用), beside `status`: the user disabled. */
  accountDisabled?: boolean;
  /** IPv4 ranges (CIDR) the account may sign in from (该IP不允许登录); absent: any address. */
  allowedIps?: string[];
}

/** An image captcha (user/newImageVerificationCode): single use, 5 minutes. */
export interface AuthCaptcha {
  captchaId: string;
  code: string;
  usage: string;
  expiresAt: number;
}

/**
 * A pre-login handle of one user (10 minutes), never a session token. purpose 'login' for the
 * SMS and choose-institution steps and QR logins, 'firstLogin' and 'pwdrecall' for those flows.
 */
export interface AuthTicket {
  ticket: string;
  userId: string;
  purpose: 'login' | 'firstLogin' | 'pwdrecall';
  /** The login still waits for the SMS code. */
  smsPending: boolean;
  /** The SMS code of the flow was checked (firstLogin, pwdrecall). */
  smsVerified: boolean;
  expiresAt: number;
}

/** The SMS code sent for a ticket (always 123456); 5 minutes, 5 tries, 60 s between sends. */
export interface AuthSmsChallenge {
  ticket: string;
  mobile: string;
  code: string;
  sentAt: number;
  expiresAt: number;
  attempts: number;
}

/** A QR (WeChat) login: its status follows from createdAt (see src/api/auth.ts). */
export interface AuthQrSession {
  qrId: string;
  createdAt: number;
  /** The demo scanner (admin) */
  scannerUserId: string;
  /** Ticket handed out once the scan is confirmed */
  ticket: string | null;
  /** The login completed with it */
  used: boolean;
}

export const DEMO_PASSWORD = 'Portal@2026';

function inst(
  instId: string,
  instName: string,
  creditCode: string,
  amacCode: string,
  khfl: string,
  extra: Partial<MockInstitution> = {},
): MockInstitution {
  return {
    instId,
    instName,
    creditCode,
    amacCode,
    instTypes: [],
    permissionMode: 'normal',
    khfl,
    fjmc: 'C',
    status: 'enabled',
    ...extra,
  };
}

/** A user of the seed, made with the business date's last login time. */
type UserOf = (
  userId: string,
  userName: string,
  realName: string,
  mobile: string,
  instIds: string[],
  roleNames: string[],
  extra?: Partial<MockUser>,
) => MockUser;

/** Internal staff whose back office refuses them or cannot be reached (spec 8). */
function internalStaffOfTheBackOffice(user: UserOf): MockUser[] {
  const staff = (
    userId: string,
    userName: string,
    realName: string,
    backOffice: MockUser['backOffice'],
  ) =>
    user(userId, userName, realName, `138001380${userId.slice(-2)}`, ['20001'], ['内部员工'], {
      userType: 4,
      instRoles: ['gmtgsx'],
      backOffice,
    });
  return [
    staff('U10016', 'staff-unregistered', '曹立新', 'unregistered'),
    staff('U10017', 'staff-noaccess', '袁海燕', 'noAccess'),
    staff('U10018', 'staff-offline', '彭宇航', 'unreachable'),
  ];
}

/** A user who last signed in at `lastLoginTime` (absent before the first login). */
function userWith(
  lastLoginTime: string,
  userId: string,
  userName: string,
  realName: string,
  mobile: string,
  instIds: string[],
  roleNames: string[],
  extra: Partial<MockUser> = {},
): MockUser {
  return {
    userId,
    userName,
    realName,
    password: DEMO_PASSWORD,
    mobile,
    email: `${userName}@example.com.cn`,
    userType: 0,
    roleNames,
    instRoles: [],
    instIds,
    status: 'enabled',
    smsCheck: false,
    firstLogin: false,
    failedAttempts: 0,
    lockedUntil: null,
    lastLoginTime,
    ...extra,
  };
}

/** The institutions on the platform: no dates, the same on any business date. */
export function seedInstitutions(): MockInstitution[] {
  return [
    inst('20001', '星辰私募基金管理有限公司', '91310115MA1K4LQX8H', 'P1068523', '21', {
      fjmc: 'A',
    }),
    inst('11160', '汇通基金管理有限公司', '91110000710931245L', 'GM0011160', '16', {
      instTypes: ['gmwb', 'gmwbsy'],
    }),
    inst('9866', '安和基金管理有限公司', '91440300MA5G2R7W3U', 'GM0009866', '16', {
      instTypes: ['gmwb'],
    }),
    inst('1000', '华信证券资产管理有限公司', '91310000MA1FL5TQ2D', 'GM0001000', '18', {
      instTypes: ['gmwb'],
    }),
    inst('201', '中瑞期货有限公司', '913200001347638200', 'GM0000201', '20', {
      instTypes: ['gmwb'],
    }),
    inst('14379', '鼎盛资产管理有限公司', '91330106MA2H0M4P51', 'P1032671', '21', {
      instTypes: ['smgm'],
      fjmc: 'B',
    }),
    inst('2959', '泓远投资管理有限公司', '91310109MA1G8D5N0L', 'P1015832', '21', {
      instTypes: ['smgm'],
    }),
    inst('2210', '长青资本管理有限公司', '91110105MA01R2KQ92', 'P1009745', '21', {
      instTypes: ['smgm'],
    }),
    inst('1012', '新程基金管理有限公司', '91440101MA9Y3FKL6H', 'GM0001012', '16', {
      instTypes: ['xbgm'],
    }),
    inst('20002', '远航私募基金管理有限公司', '91350200MA31X6BQ4E', 'P1070214', '21'),
    inst('20003', '青石私募基金管理有限公司', '91420100MA4K2WPC77', 'P1071388', '21'),
    inst('20004', '博远投资管理有限公司', '91510100MA6CJ8LT1A', 'P1066907', '21'),
    inst('20005', '睿信资产管理有限公司', '91120116MA06H9DX36', 'P1058146', '21'),
    inst('20006', '明德投资管理有限公司', '91320594MA1WQ3YF8J', 'P1062290', '21', {
      permissionMode: 'isolated',
    }),
  ];
}

export function seedAuth(d: SeedDates) {
  const institutions = seedInstitutions();
  // Every account that signed in before did so the day before the business date.
  const user: UserOf = (...args) => userWith(d.at(-1, '09:15:32'), ...args);
  const users: MockUser[] = [
    user('U10001', 'admin', '张明远', '13800138001', ['20001'], ['系统管理员']),
    user('U10002', 'operator', '李思琪', '13800138002', ['20001'], ['运营操作员']),
    user('U10003', 'staff', '王建国', '13800138003', ['20001'], ['内部员工'], {
      userType: 4,
      instRoles: ['gmtgsx'],
    }),
    user('U10004', 'multi', '陈晓燕', '13800138004', ['20001', '11160'], ['产品运营岗']),
    user('U10005', 'gmwb', '刘海涛', '13800138005', ['11160'], ['公募外包运营岗']),
    user('U10006', 'smgm', '赵雅琴', '13800138006', ['14379'], ['运营操作员']),
    user('U10007', 'xbgm', '孙志强', '13800138007', ['1012'], ['运营操作员']),
    user('U10008', 'letter', '周文博', '13800138008', ['20002'], ['运营操作员']),
    user('U10009', 'letter2', '吴佳慧', '13800138009', ['20003'], ['运营操作员']),
    user('U10010', 'agreement', '郑凯文', '13800138010', ['20004'], ['投研分析岗']),
    user('U10011', 'tax', '冯丽华', '13800138011', ['20005'], ['财务岗']),
    user('U10012', 'sms', '何俊杰', '13800138012', ['20001'], ['运营操作员'], { smsCheck: true }),
    user('U10013', 'newbie', '林小雨', '13800138013', ['20001'], ['运营操作员'], {
      firstLogin: true,
      lastLoginTime: undefined,
    }),
    user('U10014', 'disabled', '马国栋', '13800138014', ['20001'], ['运营操作员'], {
      status: 'disabled',
    }),
    user('U10015', 'isolated', '黄志明', '13800138015', ['20006'], ['系统管理员']),
    ...internalStaffOfTheBackOffice(user),
    user('U10019', 'frozen', '邓志伟', '13800138019', ['20001'], ['运营操作员'], {
      accountDisabled: true,
    }),
    user('U10020', 'ipbound', '许静怡', '13800138020', ['20001'], ['运营操作员'], {
      allowedIps: ['10.8.0.0/16'],
    }),
  ];
  const sysConfig = {
    environ: 'dev',
    dataCollectionNo: 'FMP-PORTAL-01',
    dataCollectionUrl: '/api/track/collect',
    bbztcAddress: '/external/bbztc.html',
    dsAddress: '/external/ds-counter.html',
    title: '基金管理人服务平台',
  };
  return {
    institutions,
    users,
    sysConfig,
    revokedTokens: new Set<string>(),
    /** In every token this seed's sessions carry: a reset of the scope ends them all. */
    tokenEpoch: Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join(''),
    /** Session ids (a token's `s`) whose screen is locked (user/lock until user/authc). */
    lockedSessions: new Set<string>(),
    authCaptchas: [] as AuthCaptcha[],
    authTickets: [] as AuthTicket[],
    authSmsChallenges: [] as AuthSmsChallenge[],
    authQrSessions: [] as AuthQrSession[],
  };
}
