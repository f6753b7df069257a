/**
 * Mock session tokens: signed with a secret drawn at start (a token made from the source code
 * is refused), an issue time and a lifetime of 8 hours by default, a new secret at each reset.
 * Lifetimes run on the mock's clock: moving it (QA's /__mock__/clock) ages tokens and tickets.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  login,
  newImageVerificationCode,
  queryInstList,
  queryUserStatus,
  setLoginInst,
  type LoginTicket,
} from '@/api/auth';
import { AUTH_CODE } from '@/api/auth-codes';
import { answered as answer } from '../../test/support/api-result';
import { onBusinessDay } from '../../test/support/business-day';
import { signInAs } from '../../test/support/session';
import { advanceClock, chinaDateTime, mockNow } from './clock';
import { resetDb } from './db/db';
import { DEMO_PASSWORD } from './db/seed-auth';
import { hmacSha256Hex } from './hmac-sha256';
import {
  DEFAULT_TOKEN_TTL_MS,
  issueToken,
  rotateTokenSecret,
  setTokenTtlMs,
  verifyToken,
} from './session';

function forge(claims: object, key: string): string {
  const payload = btoa(JSON.stringify(claims)).replace(/=+$/, '');
  return `mk1.${payload}.${hmacSha256Hex(key, payload)}`;
}

afterEach(() => {
  vi.useRealTimers();
  setTokenTtlMs(DEFAULT_TOKEN_TTL_MS);
});

describe('HMAC-SHA-256', () => {
  it('matches RFC 4231 test case 2', () => {
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
});

describe('mock tokens', () => {
  it('accept a token the mock issued', () => {
    expect(verifyToken(issueToken('U10001', '20001'))).toMatchObject({ u: 'U10001', i: '20001' });
  });

  it('refuse a token forged with the old seed secret and a 1970 date', () => {
    const forged = forge({ u: 'U10001', i: '20001', t: 0, s: 'x' }, 'fund-portal-mock-secret');
    expect(verifyToken(forged)).toBeNull();
  });

  it('refuse a token whose claims were changed after signing', () => {
    const [prefix, , signature] = issueToken('U10002', '20001').split('.');
    const other = btoa(JSON.stringify({ u: 'U10001', i: '20001', t: Date.now(), s: 'y' }));
    expect(verifyToken(`${prefix}.${other.replace(/=+$/, '')}.${signature}`)).toBeNull();
  });

  it('expire 8 hours after they were issued by default', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00Z') });
    const token = issueToken('U10001', '20001');
    vi.setSystemTime(new Date('2026-11-26T15:59:59Z'));
    expect(verifyToken(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-11-26T16:00:00Z'));
    expect(verifyToken(token)).toBeNull();
    expect(DEFAULT_TOKEN_TTL_MS).toBe(8 * 60 * 60 * 1000);
  });

  it('follow a configured lifetime', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    setTokenTtlMs(60_000);
    const token = issueToken('U10001', '20001');
    vi.setSystemTime(1_000_000 + 60_000);
    expect(verifyToken(token)).toBeNull();
  });

  it('are all refused after a reset of their data scope (a new token epoch)', () => {
    const token = issueToken('U10001', '20001');
    resetDb();
    expect(verifyToken(token)).toBeNull();
    expect(verifyToken(issueToken('U10001', '20001'))).not.toBeNull();
  });

  it('are all refused after the secret is drawn again (a restart)', () => {
    const token = issueToken('U10001', '20001');
    rotateTokenSecret();
    expect(verifyToken(token)).toBeNull();
    expect(verifyToken(issueToken('U10001', '20001'))).not.toBeNull();
  });
});

describe('lifetimes on the mock clock, on a business date years after the seed was written', () => {
  onBusinessDay('2031-02-28T10:00:00+08:00');
  const HOUR = 3600_000;

  it('a token is issued at the mock clock’s now', () => {
    const claims = verifyToken(issueToken('U10001', '20001'));
    expect(chinaDateTime(claims?.t)).toMatch(/^2031-02-28 10:/);
    expect(Math.abs((claims?.t ?? 0) - mockNow())).toBeLessThan(5_000);
  });

  it('a session is accepted 8 hours less a minute on, and refused 8 hours on', async () => {
    const token = signInAs('admin');
    advanceClock(8 * HOUR - 60_000);
    expect(verifyToken(token)).not.toBeNull();
    expect(answer(await queryUserStatus()).code).toBe(0);
    advanceClock(60_000);
    expect(verifyToken(token)).toBeNull();
    expect(answer(await queryUserStatus()).code).toBe(-403);
  });

  it('a login ticket lasts 10 minutes of the mock clock', async () => {
    const { captchaId } = answer(await newImageVerificationCode()).data;
    const first = answer(
      await login({ userName: 'multi', password: DEMO_PASSWORD, captchaId, captcha: '1234' }),
    );
    expect(first.code).toBe(AUTH_CODE.chooseInst);
    const { ticket } = first.data as LoginTicket;
    advanceClock(10 * 60_000 - 5_000);
    expect(answer(await queryInstList(ticket)).code).toBe(0);
    advanceClock(5_000);
    const late = answer(await setLoginInst({ ticket, instId: '20001' }));
    expect(late.code).toBe(AUTH_CODE.ticketInvalid);
  });
});
