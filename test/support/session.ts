/** Test helpers for sessions: sign in as a demo account without going through the login form. */
import { removeToken, setToken } from '@/lib/token-cookie';
import { db } from '@/mocks/db/db';
import { issueToken } from '@/mocks/session';

export type DemoAccount =
  | 'admin'
  | 'operator'
  | 'staff'
  | 'multi'
  | 'gmwb'
  | 'smgm'
  | 'xbgm'
  | 'letter'
  | 'letter2'
  | 'agreement'
  | 'tax'
  | 'sms'
  | 'newbie'
  | 'disabled'
  | 'isolated';

/** Stores a valid token of the account (its first institution unless one is named). */
export function signInAs(account: DemoAccount, instId?: string): string {
  const user = db.users.find((u) => u.userName === account);
  if (!user) throw new Error(`no demo account ${account}`);
  const token = issueToken(user.userId, instId ?? user.instIds[0] ?? '');
  setToken(token);
  return token;
}

export function signOut(): void {
  removeToken();
}
