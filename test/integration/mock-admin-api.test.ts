/**
 * The mock's admin API over HTTP, as QA drives it with curl (QA contract, mock admin API):
 * faults that make a call fail, drop or wait; the journal of what was sent and by whom;
 * scenarios; and data scopes that keep one tester's data from another's.
 */
import { describe, expect, it } from 'vitest';
import { PRODUCT_URLS } from '@/api/product-urls';
import { AUTH_URLS } from '@/api/auth-urls';
import { DEFAULT_SCOPE, runInScope } from '@/mocks/admin/scope-context';
import { issueToken } from '@/mocks/session';
import { serveMockOverHttp } from '../support/mock-http-server';

const server = serveMockOverHttp();

/** admin's session in a scope (a token belongs to the scope that issued it). */
const admin = (scope = DEFAULT_SCOPE) => ({
  'X-Access-Token': runInScope(scope, () => issueToken('U10001', '20001')),
});
const api = (path: string, init: RequestInit = {}) => fetch(`${server.base}/api/${path}`, init);
const adminApi = (path: string, init: RequestInit = {}) =>
  fetch(`${server.base}/__mock__/${path}`, init);
const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe('faults', () => {
  it('a fault answers its code on `times` calls, is listed, then gone', async () => {
    const answer = await adminApi(
      'faults',
      post({
        method: 'GET',
        path: AUTH_URLS.querySysConfig,
        code: 2001,
        message: '维护中',
        times: 1,
      }),
    );
    const { id } = (await answer.json()) as { id: string };
    const listed = (await (await adminApi('faults')).json()) as { faults: { id: string }[] };
    expect(listed.faults.map((fault) => fault.id)).toEqual([id]);
    expect(await (await api(AUTH_URLS.querySysConfig)).json()).toMatchObject({
      code: 2001,
      message: '维护中',
    });
    expect(await (await api(AUTH_URLS.querySysConfig)).json()).toMatchObject({ code: 0 });
    expect(((await (await adminApi('faults')).json()) as { faults: [] }).faults).toEqual([]);
  });

  it('every /api/ answer is neither stored nor sniffed, a faulty one included', async () => {
    await adminApi('faults', post({ path: 'sys/*', status: 500, times: 1 }));
    for (const answer of [
      await api(AUTH_URLS.querySysConfig),
      await api(AUTH_URLS.querySysConfig),
    ]) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('an HTTP status, a dropped connection, a removed fault', async () => {
    await adminApi('faults', post({ path: 'sys/*', status: 502, times: 1 }));
    expect((await api(AUTH_URLS.querySysConfig)).status).toBe(502);
    const { id } = (await (
      await adminApi('faults', post({ path: 'sys/*', kind: 'drop' }))
    ).json()) as {
      id: string;
    };
    await expect(api(AUTH_URLS.querySysConfig)).rejects.toThrow();
    expect((await adminApi(`faults/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api(AUTH_URLS.querySysConfig)).status).toBe(200);
  });

  it('a malformed answer arrives, cut, with a length that matches what is sent', async () => {
    await adminApi('faults', post({ path: 'sys/*', kind: 'malformed' }));
    const answer = await api(AUTH_URLS.querySysConfig, { signal: AbortSignal.timeout(3000) });
    const text = await answer.text();
    expect(() => JSON.parse(text) as unknown).toThrow();
    expect(text.startsWith('{"code":0')).toBe(true);
  });

  it('refuses a malformed fault with the reason in Chinese', async () => {
    const answer = await adminApi('faults', post({ path: 'a', status: 500, kind: 'hang' }));
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toContain('三选一');
  });
});

describe('the journal', () => {
  it('records method, path, query, body, user and code, and answers by glob and time', async () => {
    const since = Date.now();
    await api(`${AUTH_URLS.querySysConfig}?t=1`);
    await api(PRODUCT_URLS.queryProdSet, { headers: admin() });
    const all = (await (await adminApi(`requests?since=${since}`)).json()) as {
      requests: {
        method: string;
        path: string;
        query: object;
        user: string | null;
        code: number;
      }[];
    };
    expect(all.requests.map((r) => [r.method, r.path, r.user, r.code])).toEqual([
      ['GET', AUTH_URLS.querySysConfig, null, 0],
      ['GET', PRODUCT_URLS.queryProdSet, 'admin', 0],
    ]);
    expect(all.requests[0]!.query).toEqual({ t: '1' });
    const users = (await (await adminApi('requests?path=user/*')).json()) as { requests: [] };
    expect(users.requests).toHaveLength(1);
    await adminApi('requests', { method: 'DELETE' });
    expect(((await (await adminApi('requests')).json()) as { requests: [] }).requests).toEqual([]);
  });
});

describe('scenarios', () => {
  it('lists the four of the contract; server-busy fails every POST until its faults go', async () => {
    const names = ((await (await adminApi('scenarios')).json()) as { name: string }[]).map(
      (scenario) => scenario.name,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'slow-network',
        'home-sections-fail',
        'session-expires',
        'server-busy',
      ]),
    );
    await adminApi('scenarios/server-busy', { method: 'POST' });
    const busy = await api(AUTH_URLS.querySysConfig, { method: 'POST' });
    expect(await busy.json()).toMatchObject({ code: 500, message: '系统繁忙，请稍后重试' });
    await adminApi('faults', { method: 'DELETE' });
    expect((await adminApi('scenarios/no-such', { method: 'POST' })).status).toBe(404);
  });

  it('session-expires: the third call after it answers -403', async () => {
    await adminApi('scenarios/session-expires', { method: 'POST' });
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      codes.push(((await (await api(AUTH_URLS.querySysConfig)).json()) as { code: number }).code);
    }
    expect(codes).toEqual([0, 0, -403, 0]);
  });
});

describe('data scopes', () => {
  it('a product group made in one scope is absent from another and from the default', async () => {
    const scoped = (scope: string) => ({ ...admin(scope), 'X-Mock-Scope': scope });
    const names = async (headers: Record<string, string>) =>
      (
        (await (await api(PRODUCT_URLS.queryProdSet, { headers })).json()) as {
          data: { setName: string }[];
        }
      ).data.map((set) => set.setName);
    const made = await api(
      `${PRODUCT_URLS.addProdSet}?setName=${encodeURIComponent('测试组A')}&pdCodes=`,
      {
        headers: scoped('worker-1'),
      },
    );
    expect(await made.json()).toMatchObject({ code: 0 });
    expect(await names(scoped('worker-1'))).toContain('测试组A');
    expect(await names(scoped('worker-2'))).not.toContain('测试组A');
    expect(await names(admin())).not.toContain('测试组A');
    // Faults and the journal are the scope's own; a reset with a scope resets that one only.
    await adminApi(
      'faults',
      post({ path: '*', code: 9, times: 5 }, { 'X-Mock-Scope': 'worker-2' }),
    );
    expect(await (await api(AUTH_URLS.querySysConfig)).json()).toMatchObject({ code: 0 });
    await adminApi('reset', { method: 'POST', headers: { Cookie: 'MOCK-SCOPE=worker-1' } });
    expect(await names(scoped('worker-1'))).not.toContain('测试组A');
    expect(
      await (
        await api(AUTH_URLS.querySysConfig, { headers: { 'X-Mock-Scope': 'worker-2' } })
      ).json(),
    ).toMatchObject({ code: 9 });
  });
});
