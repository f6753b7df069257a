/**
 * What a login call's answer means for the login screen (spec 4, 7.1): done, a next step, an
 * error on the step, or a restart: the step's ticket expired or is unknown (验证超时，请重新登录),
 * so the user starts again at the password form (spec 8 'verification timeout').
 */
import type { InstOption, LoginData, UserInfo } from '@/api/auth';
import { AUTH_CODE, authMessage } from '@/api/auth-codes';
import type { ApiResponse } from '@/lib/http-client';

export type LoginStep =
  | { kind: 'form' }
  | { kind: 'sms'; ticket: string; mobile: string }
  | { kind: 'inst'; ticket: string; via: 'password' | 'qr'; offered?: InstOption[] }
  | { kind: 'newbie'; ticket: string };

export type LoginAnswer =
  | { kind: 'done'; user: UserInfo; token: string }
  | { kind: 'step'; step: LoginStep }
  | { kind: 'error'; message: string }
  | { kind: 'restart'; message: string };

/** The restart answer when a step's call says its ticket is no longer valid, else null. */
export function restartOf(
  response: { code: number; message?: string } | false,
): LoginAnswer | null {
  if (!response || response.code !== AUTH_CODE.ticketInvalid) return null;
  return { kind: 'restart', message: authMessage(response) };
}

function ticketOf(data: LoginData | null | undefined): string | null {
  return data && 'ticket' in data && typeof data.ticket === 'string' ? data.ticket : null;
}

export function readLoginAnswer(
  response: ApiResponse<LoginData> | false,
  via: 'password' | 'qr' = 'password',
): LoginAnswer {
  if (response === false) return { kind: 'error', message: '网络异常' };
  const { code, data } = response;
  if (code === 0 && data && 'userId' in data) {
    return { kind: 'done', user: data, token: response.token || data.token };
  }
  const restart = restartOf(response);
  if (restart) return restart;
  const ticket = ticketOf(data);
  if (ticket && code === AUTH_CODE.smsRequired) {
    const mobile = data && 'mobile' in data && data.mobile ? data.mobile : '';
    return { kind: 'step', step: { kind: 'sms', ticket, mobile } };
  }
  if (ticket && code === AUTH_CODE.chooseInst) {
    return { kind: 'step', step: { kind: 'inst', ticket, via } };
  }
  if (ticket && code === AUTH_CODE.firstLogin) {
    return { kind: 'step', step: { kind: 'newbie', ticket } };
  }
  return { kind: 'error', message: authMessage(response, '登录失败，请稍后重试') };
}
