/**
 * Mock sessions. A token carries its own claims and a signature, so it survives a browser
 * reload, a restart of the mock server and the in-page worker alike; logout revokes it in
 * the db. The token is read from the X-Access-Token header, else from the ACCESS-TOKEN cookie.
 */
import { db } from './db/db';
import type { MockInstitution, MockUser } from './db/seed-auth';

export interface TokenClaims {
  /** user id */
  u: string;
  /** current institution id */
  i: string;
  /** issued at, ms */
  t: number;
  /** random session id */
  s: string;
}

export interface MockSession {
  token: string;
  claims: TokenClaims;
  user: MockUser;
  inst: MockInstitution;
}

const SECRET = 'fund-portal-mock-secret';
const PREFIX = 'mk1';

function sign(payload: string): string {
  // FNV-1a, twice with different seeds: enough to tell a forged mock token, not cryptography.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (const ch of SECRET + payload) {
    const c = ch.charCodeAt(0);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return a.toString(36) + b.toString(36);
}

function encode(claims: TokenClaims): string {
  return btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function decode(text: string): unknown {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)));
}

export function issueToken(userId: string, instId: string): string {
  const claims: TokenClaims = {
    u: userId,
    i: instId,
    t: Date.now(),
    s: Math.random().toString(36).slice(2, 10),
  };
  const payload = encode(claims);
  return `${PREFIX}.${payload}.${sign(payload)}`;
}

export function verifyToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const [prefix, payload, signature] = token.split('.');
  if (prefix !== PREFIX || !payload || !signature || sign(payload) !== signature) return null;
  if (db.revokedTokens.has(token)) return null;
  try {
    const claims = decode(payload) as TokenClaims;
    return typeof claims.u === 'string' && typeof claims.i === 'string' ? claims : null;
  } catch {
    return null;
  }
}

export function revokeToken(token: string): void {
  db.revokedTokens.add(token);
}

export function tokenOf(request: Request): string | null {
  const header = request.headers.get('x-access-token');
  if (header) return header;
  const cookie = request.headers.get('cookie') ?? '';
  const match = /(?:^|;\s*)ACCESS-TOKEN=([^;]+)/.exec(cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** The caller's session: a valid token of an enabled user who still belongs to the institution. */
export function currentSession(request: Request): MockSession | null {
  const token = tokenOf(request);
  const claims = verifyToken(token);
  if (!token || !claims) return null;
  const user = db.users.find((u) => u.userId === claims.u);
  const inst = db.institutions.find((i) => i.instId === claims.i);
  if (!user || !inst || user.status !== 'enabled' || !user.instIds.includes(inst.instId))
    return null;
  return { token, claims, user, inst };
}
