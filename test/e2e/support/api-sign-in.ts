/**
 * Signing in through the mock's login API instead of the form: the storage state of a browser
 * that has just signed in (the ACCESS-TOKEN cookie and the language keys, spec 3), for tests
 * whose subject comes after the login. The login form itself is tested by auth-login.spec.ts.
 */
import { expect, type APIRequestContext, type BrowserContextOptions } from '@playwright/test';
import { AUTH_URLS } from '../../../src/api/auth-urls';
import { DEFAULT_LANG, TOKEN_COOKIE } from '../../../src/lib/token-cookie';
import { STORAGE_KEYS, userLangKey } from '../../../src/policy/stored-keys';
import type { DemoAccount } from '../../support/session';
import { CAPTCHA, DEMO_PASSWORD } from './auth';
import { MOCK_URL, PORTAL_URL } from './urls';

export type { DemoAccount };

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

interface Answer {
  code: number;
  message: string;
  token?: string;
  data: { captchaId?: string; userId?: string } | null;
}

async function call(api: APIRequestContext, url: string, data: object): Promise<Answer> {
  const response = await api.post(`${MOCK_URL}/api/${url}`, { data });
  expect(response.ok(), `${url}: HTTP ${response.status()}`).toBe(true);
  return (await response.json()) as Answer;
}

/**
 * Signs `userName` in over the API (captcha, then user/login/v2) in the data scope `api` names,
 * and answers the storage state the portal's login leaves behind. Only accounts whose password
 * login ends in a session at once: not sms and newbie (a further step), multi (a choice of
 * institution) or disabled.
 */
export async function signInState(
  api: APIRequestContext,
  userName: DemoAccount,
): Promise<StorageState> {
  const captcha = await call(api, AUTH_URLS.newImageVerificationCode, { usage: 'login' });
  const captchaId = captcha.data?.captchaId;
  expect(captchaId, captcha.message).toBeTruthy();
  const login = await call(api, AUTH_URLS.login, {
    userName,
    password: DEMO_PASSWORD,
    captchaId,
    captcha: CAPTCHA,
  });
  expect(login.code, `${userName}: ${login.message}`).toBe(0);
  const userId = login.data?.userId ?? '';
  expect(login.token && userId, `${userName}: no token or user`).toBeTruthy();
  const portal = new URL(PORTAL_URL);
  return {
    cookies: [
      {
        name: TOKEN_COOKIE,
        value: login.token ?? '',
        domain: portal.hostname,
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: portal.protocol === 'https:',
        sameSite: 'Strict',
      },
    ],
    origins: [
      {
        origin: portal.origin,
        localStorage: [
          { name: STORAGE_KEYS.lang, value: DEFAULT_LANG },
          { name: userLangKey(userId), value: DEFAULT_LANG },
        ],
      },
    ],
  };
}
