/**
 * The lock screen held by the server: user/lock locks the session; until user/authc accepts
 * the password every call but the lock page's answers -423; the lock follows the session, not
 * a browser's storage.
 */
import { describe, expect, it } from 'vitest';
import { authc, lockSession, logout, queryUserStatus, switchInst } from '@/api/auth';
import { queryMenu } from '@/api/menu';
import { addProdSet, queryProdSet } from '@/api/product';
import { signInAs } from '../../../test/support/session';
import { db } from '../db/db';
import { DEMO_PASSWORD } from '../db/seed-auth';
import { answered as answer } from '../../../test/support/api-result';

describe('lock screen on the server', () => {
  it('a locked session answers -423 to every call but the lock page needs', async () => {
    signInAs('admin');
    expect(answer(await lockSession()).code).toBe(0);
    const groups = db.prodSets.length;
    expect(answer(await queryMenu())).toMatchObject({
      code: -423,
      message: '屏幕已锁定，请输入登录密码解锁',
    });
    expect(answer(await queryProdSet()).code).toBe(-423);
    expect(answer(await addProdSet({ setName: 'X', pdCodes: [] })).code).toBe(-423);
    expect(db.prodSets.length).toBe(groups);
    expect(answer(await switchInst('11160')).code).toBe(-423);
    // The lock page shows who is signed in: user/status answers the lock code with the user.
    expect(answer(await queryUserStatus())).toMatchObject({
      code: -423,
      data: { userName: 'admin' },
    });
  });

  it('a wrong password keeps the lock; the right one lifts it', async () => {
    signInAs('admin');
    await lockSession();
    expect(answer(await authc('Wrong@2026')).code).toBe(2050);
    expect(answer(await queryMenu()).code).toBe(-423);
    expect(answer(await authc(DEMO_PASSWORD)).code).toBe(0);
    expect(answer(await queryMenu()).code).toBe(0);
    expect(answer(await queryUserStatus()).code).toBe(0);
  });

  it('logout is answered while locked, and ends the session', async () => {
    signInAs('admin');
    await lockSession();
    expect(answer(await logout()).code).toBe(0);
    expect(answer(await queryMenu()).code).toBe(-403);
  });

  it("the lock is the session's: another session of the same user is not locked", async () => {
    signInAs('admin');
    await lockSession();
    signInAs('admin');
    expect(answer(await queryMenu()).code).toBe(0);
  });
});
