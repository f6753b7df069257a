/**
 * Spec 4 "business-permission mode cannot be changed once set": the portal has no call that
 * could change it. Every call of the portal goes through the URL constants of src/api (the
 * screens call the API functions built on them), so a write would have to be one of these; the
 * one generic submission (prod/commonTgywSubmitService) takes only the services its type names.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { AUTH_URLS } from './auth-urls';
import { HOME_URLS } from './home-urls';
import { MENU_URLS } from './menu-urls';
import type { TgywSubmitRequest } from './product';
import { PRODUCT_URLS } from './product-urls';
import { REGISTER_URLS } from './register-urls';
import { SYSTEM_URLS } from './system-urls';
import { VALUE_URLS } from './value-urls';

const ALL_URLS: string[] = [
  AUTH_URLS,
  HOME_URLS,
  MENU_URLS,
  PRODUCT_URLS,
  REGISTER_URLS,
  SYSTEM_URLS,
  VALUE_URLS,
].flatMap((urls) => Object.values(urls as Record<string, string>));

/** A URL about the permission mode: 组合权限 (Compo), 权限模式, 权限隔离. */
const ABOUT_THE_MODE = /compo|perm(ission)?(mode|setting|isolat)|isolat|qxms|qxgl/i;

describe('business-permission mode (spec 4)', () => {
  it('no API function or screen writes the business-permission mode: the only call about it is the query', () => {
    expect(ALL_URLS.length).toBeGreaterThan(100);
    const aboutTheMode = ALL_URLS.filter((url) => ABOUT_THE_MODE.test(url));
    expect(aboutTheMode).toEqual(['user/queryCompoPermissionSetting']);
    expect(MENU_URLS.queryCompoPermissionSetting).toBe('user/queryCompoPermissionSetting');
    expectTypeOf<TgywSubmitRequest['serviceId']>().toEqualTypeOf<
      'signMgrProtocol' | 'applyTempOpenDay'
    >();
  });
});
