/**
 * Standalone mode: the stub signs in against the mock API itself and fills the same global
 * state the shell would send (user, token, institution, menus, permissions, tips).
 * Calls: user/newImageVerificationCode, user/login/v2 (form-encoded), user/queryInstList and
 * user/setLoginInst/v2 (a user of several institutions), user/status, user/queryMenu/v2,
 * user/queryBlockedMenuList, user/queryUserTips, user/logout.
 */
import {
  readGlobalState,
  type GlobalState,
  type SubAppMenuItem,
  type TipsFlags,
  type UserInfo,
} from '@contract';
import { messageOf, SUCCESS_CODE, type StubApi } from './api';

export interface Captcha {
  captchaId: string;
  /** SVG data URL */
  image: string;
}

export interface InstOption {
  instId: string;
  instName: string;
}

export interface LoginForm {
  userName: string;
  password: string;
  captchaId: string;
  captcha: string;
}

export type LoginOutcome =
  | { kind: 'signedIn'; token: string }
  | { kind: 'chooseInst'; ticket: string; options: InstOption[] }
  | { kind: 'refused'; message: string };

/** The login step that asks to choose an institution (src/api/auth-codes.ts chooseInst). */
export const CHOOSE_INST_CODE = 2012;

interface MenuAnswer {
  menuList: SubAppMenuItem[];
  interfaceWhiteMenu: GlobalState['permissions']['white'];
  blackMenuList: GlobalState['permissions']['black'];
}

export async function fetchCaptcha(api: StubApi): Promise<Captcha | null> {
  const answer = await api.post<Captcha>('user/newImageVerificationCode', { usage: 'login' });
  return answer && answer.code === SUCCESS_CODE ? answer.data : null;
}

function tokenOf(answer: { token?: string; data: unknown }): string {
  if (answer.token) return answer.token;
  const data = answer.data as Partial<UserInfo> | null;
  return typeof data?.token === 'string' ? data.token : '';
}

export async function passwordLogin(api: StubApi, form: LoginForm): Promise<LoginOutcome> {
  const answer = await api.post<unknown>('user/login/v2', { ...form });
  if (answer && answer.code === SUCCESS_CODE) return { kind: 'signedIn', token: tokenOf(answer) };
  if (answer && answer.code === CHOOSE_INST_CODE) {
    const ticket = (answer.data as { ticket?: string } | null)?.ticket ?? '';
    const list = await api.post<InstOption[]>('user/queryInstList', { ticket });
    if (list && list.code === SUCCESS_CODE)
      return { kind: 'chooseInst', ticket, options: list.data };
    return { kind: 'refused', message: messageOf(list, '查询机构失败') };
  }
  return { kind: 'refused', message: messageOf(answer, '登录失败') };
}

export async function chooseInst(
  api: StubApi,
  ticket: string,
  instId: string,
): Promise<LoginOutcome> {
  const answer = await api.post<UserInfo>('user/setLoginInst/v2', { ticket, instId });
  if (answer && answer.code === SUCCESS_CODE) return { kind: 'signedIn', token: tokenOf(answer) };
  return { kind: 'refused', message: messageOf(answer, '选择机构失败') };
}

/** Contract fields only, recursively (the menu call carries more). */
function toContractMenu(items: readonly SubAppMenuItem[]): SubAppMenuItem[] {
  return items.map((item) => ({
    key: item.key,
    name: item.name,
    microAppName: item.microAppName,
    urlPath: item.urlPath,
    type: item.type,
    qxkey: item.qxkey,
    visible: item.visible,
    privilegeKeys: item.privilegeKeys,
    child: toContractMenu(item.child ?? []),
  }));
}

export async function loadTips(api: StubApi): Promise<TipsFlags | null> {
  const answer = await api.get<TipsFlags>('user/queryUserTips');
  return answer && answer.code === SUCCESS_CODE ? answer.data : null;
}

/**
 * The global state of the session whose token is `token`, or null when the session is not
 * valid (user/status refused). Menu, blocked list and tips failures leave their empty values.
 */
export async function loadSessionState(api: StubApi, token: string): Promise<GlobalState | null> {
  const status = await api.post<UserInfo>('user/status');
  if (!status || status.code !== SUCCESS_CODE) return null;
  const [menu, blocked, tips] = await Promise.all([
    api.get<MenuAnswer>('user/queryMenu/v2'),
    api.get<string[]>('user/queryBlockedMenuList'),
    loadTips(api),
  ]);
  const menuData = menu && menu.code === SUCCESS_CODE ? menu.data : null;
  const user = { ...status.data, token };
  return readGlobalState({
    user,
    token,
    instId: user.instId,
    instName: user.instName,
    menus: menuData ? toContractMenu(menuData.menuList) : [],
    permissions: {
      white: menuData?.interfaceWhiteMenu ?? {},
      black: menuData?.blackMenuList ?? {},
      blocked: blocked && blocked.code === SUCCESS_CODE ? blocked.data : [],
    },
    tips,
    shellEvent: null,
  });
}

export async function logout(api: StubApi): Promise<void> {
  await api.post('user/logout');
}
