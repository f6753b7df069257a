/** A signed-in user as user/status answers it (spec 7.1), for tests that need any user. */
import type { UserInfo } from '@contract';

/** The demo administrator of 星辰私募; a patch changes what a test is about. */
export function sampleUser(patch: Partial<UserInfo> = {}): UserInfo {
  return {
    token: 't',
    userId: 'U10001',
    instId: '20001',
    instName: '星辰私募基金管理有限公司',
    userName: 'admin',
    realName: '张明远',
    userType: 0,
    roleNames: ['系统管理员'],
    instRoles: [],
    ...patch,
  };
}
