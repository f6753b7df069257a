import { describe, expect, it } from 'vitest';
import { decideAccess, isPublicPath, type AccessDecision, type AccessInput } from './route-access';

const anonymous = { signedIn: false, locked: false };
const signedIn = { signedIn: true, locked: false };
const locked = { signedIn: true, locked: true };

const rows: [string, AccessInput, AccessDecision][] = [
  // public paths need no login
  [
    'login, anonymous',
    { pathname: '/login', search: '', ...anonymous },
    { kind: 'allow', rule: 'public' },
  ],
  [
    'create, anonymous',
    { pathname: '/create', search: '', ...anonymous },
    { kind: 'allow', rule: 'public' },
  ],
  [
    'forget, anonymous',
    { pathname: '/forget', search: '', ...anonymous },
    { kind: 'allow', rule: 'public' },
  ],
  [
    'changePass, anonymous',
    { pathname: '/changePass', search: '', ...anonymous },
    { kind: 'allow', rule: 'public' },
  ],
  [
    'locking, anonymous',
    { pathname: '/locking', search: '', ...anonymous },
    { kind: 'allow', rule: 'public' },
  ],
  [
    'maintenance, anonymous (ours)',
    { pathname: '/maintenance', search: '', ...anonymous },
    { kind: 'allow', rule: 'public' },
  ],
  [
    'public path with a trailing slash',
    { pathname: '/forget/', search: '', ...anonymous },
    { kind: 'allow', rule: 'public' },
  ],
  // unauthenticated visits go to the login with redirect (and userid)
  [
    'deep link, anonymous',
    { pathname: '/iservice/cpgl/cpfx', search: '', ...anonymous },
    { kind: 'redirect', to: '/login?redirect=%2Fiservice%2Fcpgl%2Fcpfx', reason: 'not-signed-in' },
  ],
  [
    'deep link with userid, anonymous',
    { pathname: '/main', search: '?userid=U1', ...anonymous },
    {
      kind: 'redirect',
      to: '/login?redirect=%2Fmain%3Fuserid%3DU1&userid=U1',
      reason: 'not-signed-in',
    },
  ],
  [
    'just logged out on a deep page: plain /login',
    { pathname: '/iservice/cpgl/cpfx', search: '', ...anonymous, exitTo: '/login' },
    { kind: 'redirect', to: '/login', reason: 'not-signed-in' },
  ],
  [
    'session expired: the exit keeps the page as redirect',
    { pathname: '/x', search: '', ...anonymous, exitTo: '/login?redirect=%2Fx' },
    { kind: 'redirect', to: '/login?redirect=%2Fx', reason: 'not-signed-in' },
  ],
  [
    'an exit does not hold a public page',
    { pathname: '/forget', search: '', ...anonymous, exitTo: '/login' },
    { kind: 'allow', rule: 'public' },
  ],
  [
    'home, anonymous',
    { pathname: '/', search: '', ...anonymous },
    { kind: 'redirect', to: '/login', reason: 'not-signed-in' },
  ],
  // a logged-in user on a login route goes home
  [
    'login, signed in',
    { pathname: '/login', search: '', ...signedIn },
    { kind: 'redirect', to: '/', reason: 'signed-in-on-login' },
  ],
  [
    'login, signed in, with a redirect of this site',
    { pathname: '/login', search: '?redirect=%2Fx%3Fa%3D1', ...signedIn },
    { kind: 'redirect', to: '/x?a=1', reason: 'signed-in-on-login' },
  ],
  [
    'login, signed in, with an off-site redirect',
    { pathname: '/login', search: '?redirect=%2F%2Fevil.example', ...signedIn },
    { kind: 'redirect', to: '/', reason: 'signed-in-on-login' },
  ],
  [
    'forget, signed in',
    { pathname: '/forget', search: '', ...signedIn },
    { kind: 'allow', rule: 'public' },
  ],
  [
    'home, signed in',
    { pathname: '/', search: '', ...signedIn },
    { kind: 'allow', rule: 'signed-in' },
  ],
  // the lock flag
  [
    'home, locked',
    { pathname: '/', search: '', ...locked },
    { kind: 'redirect', to: '/locking', reason: 'locked' },
  ],
  [
    'login, locked',
    { pathname: '/login', search: '', ...locked },
    { kind: 'redirect', to: '/locking', reason: 'locked' },
  ],
  [
    'lock page, locked',
    { pathname: '/locking', search: '', ...locked },
    { kind: 'allow', rule: 'public' },
  ],
  [
    'stale lock flag without a session',
    { pathname: '/', search: '', signedIn: false, locked: true },
    { kind: 'redirect', to: '/login', reason: 'not-signed-in' },
  ],
];

describe('decideAccess', () => {
  it.each(rows)('%s', (_name, input, expected) => {
    expect(decideAccess(input)).toEqual(expected);
  });
});

describe('isPublicPath', () => {
  it.each([
    ['/login', true],
    ['/create', true],
    ['/changePass', true],
    ['/changepass', false],
    ['/login/extra', false],
    ['/', false],
  ])('%s -> %s', (path, expected) => {
    expect(isPublicPath(path)).toBe(expected);
  });
});
