/**
 * The mock's clock over HTTP, as QA drives it with curl (QA contract, mock admin API): read it,
 * jump to a month end, move on, freeze, go back to the real clock; per scope; a reset seeds a
 * scope as of a day; server time and session lifetimes follow the clock.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_URLS } from '@/api/auth-urls';
import type { MockClock } from '@/api/mock-admin-types';
import { SYSTEM_URLS } from '@/api/system-urls';
import { DEFAULT_SCOPE, runInScope } from '@/mocks/admin/scope-context';
import { issueToken } from '@/mocks/session';
import { serveMockOverHttp } from '../support/mock-http-server';

const server = serveMockOverHttp();
beforeEach(async () => {
  await fetch(`${server.base}/__mock__/reset`, {
    method: 'POST',
    headers: { 'X-Mock-Scope': 'qa-b' },
  });
});

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const clock = async (init?: RequestInit) => {
  const answer = await fetch(`${server.base}/__mock__/clock`, init);
  return { status: answer.status, body: (await answer.json()) as MockClock & { message?: string } };
};
/** admin's session in the default scope, issued on its clock. */
const signedIn = () => ({
  'X-Access-Token': runInScope(DEFAULT_SCOPE, () => issueToken('U10001', '20001')),
});
const api = async (path: string, init: RequestInit = {}) =>
  (await (await fetch(`${server.base}/api/${path}`, init)).json()) as {
    code: number;
    data: Record<string, unknown> | null;
  };

describe('GET, POST and DELETE /__mock__/clock', () => {
  it('reads the real clock at first', async () => {
    const { status, body } = await clock();
    expect(status).toBe(200);
    expect(body.frozen).toBe(false);
    expect(Math.abs(Date.parse(body.now) - Date.now())).toBeLessThan(5000);
    expect(body.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('jumps to a month end, frozen, and the server time says so', async () => {
    const jumped = await clock(json({ now: '2027-06-30T15:00:00+08:00', frozen: true }));
    expect(jumped.body).toEqual({
      now: '2027-06-30T07:00:00.000Z',
      today: '2027-06-30',
      frozen: true,
    });
    const time = await api(SYSTEM_URLS.queryServerTime, { method: 'POST', headers: signedIn() });
    expect(time.data).toMatchObject({ serverTime: '2027-06-30 15:00:00' });
  });

  it('moves on by advanceMs, past midnight into the next day', async () => {
    await clock(json({ now: '2027-06-30T23:30:00+08:00', frozen: true }));
    const moved = await clock(json({ advanceMs: 3600_000 }));
    expect(moved.body).toMatchObject({ today: '2027-07-01', now: '2027-06-30T16:30:00.000Z' });
  });

  it('runs on from a jump unless frozen, and DELETE returns to the real clock', async () => {
    await clock(json({ now: '2031-02-28T10:00:00+08:00' }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    const running = await clock();
    expect(Date.parse(running.body.now)).toBeGreaterThan(Date.parse('2031-02-28T02:00:00Z'));
    expect(running.body.frozen).toBe(false);
    const back = await clock({ method: 'DELETE' });
    expect(Math.abs(Date.parse(back.body.now) - Date.now())).toBeLessThan(5000);
  });

  it('keeps each scope on its own clock', async () => {
    // A year and a day from the machine's today, whatever day the suite runs on.
    const later = new Date(Date.now() + 366 * 86_400_000);
    const laterDay = new Date(later.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    await clock(json({ now: later.toISOString() }, { 'X-Mock-Scope': 'qa-b' }));
    expect((await clock({ headers: { 'X-Mock-Scope': 'qa-b' } })).body.today).toBe(laterDay);
    expect((await clock()).body.today).not.toBe(laterDay);
  });

  it.each([
    [{ now: 'tomorrow' }, 'now 须为'],
    [{ now: '2027-06-30', advanceMs: 1 }, '只能给出一个'],
    [{ advanceMs: 1.5 }, 'advanceMs 须为整数毫秒'],
    [{ frozen: 'yes' }, 'frozen 须为 true 或 false'],
    [{ speed: 2 }, '不认识的字段：speed'],
    [{}, '请给出 now、advanceMs 或 frozen'],
  ])('refuses %j with 400 and the reason', async (body, reason) => {
    const answer = await clock(json(body));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(reason);
  });
});

describe('POST /__mock__/reset with today', () => {
  it('puts the scope on that day, at the real time of day, running', async () => {
    const reset = await fetch(`${server.base}/__mock__/reset`, json({ today: '2031-02-28' }));
    expect(reset.status).toBe(200);
    const { body } = await clock();
    expect(body).toMatchObject({ today: '2031-02-28', frozen: false });
    const time = await api(SYSTEM_URLS.queryServerTime, { method: 'POST', headers: signedIn() });
    expect(String(time.data?.serverTime)).toMatch(/^2031-02-28 /);
  });

  it('refuses a day that does not exist', async () => {
    const reset = await fetch(`${server.base}/__mock__/reset`, json({ today: '2031-02-30' }));
    expect(reset.status).toBe(400);
    expect(((await reset.json()) as { message: string }).message).toContain('today 须为');
  });

  it('a plain reset also returns the clock to the real one', async () => {
    await clock(json({ now: '2031-02-28T10:00:00+08:00', frozen: true }));
    await fetch(`${server.base}/__mock__/reset`, { method: 'POST' });
    expect((await clock()).body.frozen).toBe(false);
    expect(Math.abs(Date.parse((await clock()).body.now) - Date.now())).toBeLessThan(5000);
  });
});

describe('sessions on the mock clock', () => {
  it('a token lives 8 hours of the mock clock', async () => {
    await clock(json({ now: '2027-06-15T09:00:00+08:00', frozen: true }));
    const headers = signedIn();
    expect((await api(AUTH_URLS.status, { method: 'POST', headers })).code).toBe(0);
    await clock(json({ advanceMs: 8 * 3600_000 - 60_000 }));
    expect((await api(AUTH_URLS.status, { method: 'POST', headers })).code).toBe(0);
    await clock(json({ advanceMs: 60_000 }));
    expect((await api(AUTH_URLS.status, { method: 'POST', headers })).code).toBe(-403);
  });
});
