import { describe, expect, it } from 'vitest';
import { decideAccess, isPublicPath, type AccessDecision, type AccessInput } from './route-access';
import { eachReturns } from '../../test/support/each-returns';

const anonymous = { signedIn: false, locked: false };
const signedIn = { signedIn: true, locked: false };
const locked = { signedIn: true, locked: true };

type Session = Omit<AccessInput, 'pathname' | 'search'>;
const allow = (rule: Extract<AccessDecision, { kind: 'allow' }>['rule']): AccessDecision => ({
  kind: 'allow',
  rule,
});
const redirect = (
  to: string,
  reason: Extract<AccessDecision, { kind: 'redirect' }>['reason'],
): AccessDecision => ({ kind: 'redirect', to, reason });

/** Name, session, address (path and query), decision. */
// prettier-ignore
const rows: [string, Session, string, AccessDecision][] = [
  // public paths need no login
  ['login, anonymous', anonymous, '/login', allow('public')],
  ['create, anonymous', anonymous, '/create', allow('public')],
  ['forget, anonymous', anonymous, '/forget', allow('public')],
  ['changePass, anonymous', anonymous, '/changePass', allow('public')],
  ['locking, anonymous', anonymous, '/locking', allow('public')],
  ['maintenance, anonymous (ours)', anonymous, '/maintenance', allow('public')],
  ['public path with a trailing slash', anonymous, '/forget/', allow('public')],
  // unauthenticated visits go to the login with redirect (and userid)
  ['deep link, anonymous', anonymous, '/iservice/cpgl/cpfx', redirect('/login?redirect=%2Fiservice%2Fcpgl%2Fcpfx', 'not-signed-in')],
  ['deep link with userid, anonymous', anonymous, '/main?userid=U1', redirect('/login?redirect=%2Fmain%3Fuserid%3DU1&userid=U1', 'not-signed-in')],
  ['just logged out on a deep page: plain /login', { ...anonymous, exitTo: '/login' }, '/iservice/cpgl/cpfx', redirect('/login', 'not-signed-in')],
  ['session expired: the exit keeps the page as redirect', { ...anonymous, exitTo: '/login?redirect=%2Fx' }, '/x', redirect('/login?redirect=%2Fx', 'not-signed-in')],
  ['an exit does not hold a public page', { ...anonymous, exitTo: '/login' }, '/forget', allow('public')],
  ['home, anonymous', anonymous, '/', redirect('/login', 'not-signed-in')],
  // a logged-in user on a login route goes home
  ['login, signed in', signedIn, '/login', redirect('/', 'signed-in-on-login')],
  ['login, signed in, with a redirect of this site', signedIn, '/login?redirect=%2Fx%3Fa%3D1', redirect('/x?a=1', 'signed-in-on-login')],
  ['login, signed in, with an off-site redirect', signedIn, '/login?redirect=%2F%2Fevil.example', redirect('/', 'signed-in-on-login')],
  ['forget, signed in', signedIn, '/forget', allow('public')],
  ['home, signed in', signedIn, '/', allow('signed-in')],
  // the lock flag
  ['home, locked', locked, '/', redirect('/locking', 'locked')],
  ['login, locked', locked, '/login', redirect('/locking', 'locked')],
  ['lock page, locked', locked, '/locking', allow('public')],
  ['stale lock flag without a session', { signedIn: false, locked: true }, '/', redirect('/login', 'not-signed-in')],
];

describe('decideAccess', () => {
  it.each(rows)('%s', (_name, session, address, expected) => {
    const query = address.indexOf('?');
    const pathname = query < 0 ? address : address.slice(0, query);
    const search = query < 0 ? '' : address.slice(query);
    expect(decideAccess({ ...session, pathname, search })).toEqual(expected);
  });
});

describe('isPublicPath', () => {
  eachReturns('%s -> %s', isPublicPath, [
    ['/login', true],
    ['/create', true],
    ['/changePass', true],
    ['/changepass', false],
    ['/login/extra', false],
    ['/', false],
  ]);
});
