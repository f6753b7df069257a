/**
 * Mock sessions. A token carries its claims (user, institution, issue time, session id and the
 * key epoch) and an HMAC-SHA-256 signature under a secret drawn at random when the mock starts:
 * a token made from the source code's knowledge alone is refused. It expires TOKEN_TTL_MS after
 * it was issued (MOCK_TOKEN_TTL_MS, default 8 hours) on the mock's clock (./clock.ts), so a clock
 * moved on ends a session as time would; logout revokes it in the db. It names the
 * token epoch of its data scope's seed: a reset (POST /__mock__/reset) seeds a new epoch, so
 * no token of that scope issued before survives; a restart draws a new secret.
 *
 * The token is read from the X-Access-Token header only: the ACCESS-TOKEN cookie goes with any
 * request the browser makes, a cross-site one included, so it never authenticates a call on
 * its own (cookieOnly tells such a call apart, to refuse it with a clear code).
 */
import { mockNow } from './clock';
import { db } from './db/db';
import type { MockInstitution, MockUser } from './db/seed-auth';
import { hmacSha256Hex } from './hmac-sha256';

export interface TokenClaims {
  /** user id */
  u: string;
  /** current institution id */
  i: string;
  /** issued at, ms */
  t: number;
  /** random session id */
  s: string;
  /** the token epoch of the data scope's seed (db.tokenEpoch): a reset draws a new one */
  e: string;
}

export interface MockSession {
  token: string;
  claims: TokenClaims;
  user: MockUser;
  inst: MockInstitution;
}

const PREFIX = 'mk1';
export const TOKEN_HEADER = 'x-access-token';
export const TOKEN_COOKIE = 'ACCESS-TOKEN';
/** A session lasts 8 hours from its login unless MOCK_TOKEN_TTL_MS says otherwise. */
export const DEFAULT_TOKEN_TTL_MS = 8 * 60 * 60_000;

function envTtl(): number {
  const raw = typeof process === 'undefined' ? undefined : process.env.MOCK_TOKEN_TTL_MS;
  const value = Number(raw);
  return raw && Number.isFinite(value) && value > 0 ? value : DEFAULT_TOKEN_TTL_MS;
}

let ttlMs = envTtl();

export function tokenTtlMs(): number {
  return ttlMs;
}

/** Tests and the HTTP server's options change the lifetime of the tokens issued from now on. */
export function setTokenTtlMs(ms: number): void {
  ttlMs = ms > 0 ? ms : DEFAULT_TOKEN_TTL_MS;
}

export function randomText(bytes = 16): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

let secret = randomText(32);
let epochOverride: string | null = null;

/** The epoch tokens are issued under and checked against: the scope's seed's, or a fixed one. */
function tokenEpoch(): string {
  return epochOverride ?? db.tokenEpoch;
}

/**
 * The demo worker's in-page mock is seeded again at every reload: it keeps one epoch for the
 * browser instead (with its secret), so a reload does not end the session.
 */
export function fixTokenEpoch(epoch: string | null): void {
  epochOverride = epoch;
}

/** A new secret: every token issued before is refused from now on (the server's reset). */
export function rotateTokenSecret(next: string = randomText(32)): void {
  secret = next;
}

function sign(payload: string): string {
  return hmacSha256Hex(secret, payload);
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
    t: mockNow(),
    s: randomText(12),
    e: tokenEpoch(),
  };
  const payload = encode(claims);
  return `${PREFIX}.${payload}.${sign(payload)}`;
}

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.u === 'string' &&
    typeof c.i === 'string' &&
    typeof c.s === 'string' &&
    typeof c.e === 'string' &&
    typeof c.t === 'number' &&
    Number.isFinite(c.t)
  );
}

/** The claims of a token signed with the current secret, not revoked and not expired. */
export function verifyToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const [prefix, payload, signature, ...rest] = token.split('.');
  if (prefix !== PREFIX || !payload || !signature || rest.length > 0) return null;
  if (sign(payload) !== signature) return null;
  if (db.revokedTokens.has(token)) return null;
  let claims: unknown;
  try {
    claims = decode(payload);
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.e !== tokenEpoch()) return null;
  const now = mockNow();
  // Issued in the future (a clock set back) or longer ago than the lifetime: refused.
  if (claims.t > now + 60_000 || now - claims.t >= ttlMs) return null;
  return claims;
}

export function revokeToken(token: string): void {
  db.revokedTokens.add(token);
}

/** The token of the X-Access-Token header (the only one that authenticates a call). */
export function tokenOf(request: Request): string | null {
  return request.headers.get(TOKEN_HEADER) || null;
}

/** The ACCESS-TOKEN cookie, whatever it holds. */
export function cookieTokenOf(request: Request): string | null {
  const cookie = request.headers.get('cookie') ?? '';
  const match = /(?:^|;\s*)ACCESS-TOKEN=([^;]+)/.exec(cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** A call that carries the session cookie but not the header: a browser's, not the client's. */
export function cookieOnly(request: Request): boolean {
  return tokenOf(request) === null && cookieTokenOf(request) !== null;
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
