/**
 * The mock server turns away web pages of other sites (src/mocks/admin/admin-gate.ts), over
 * real HTTP: a no-cors POST from another port of localhost resets nothing and adds no fault, a
 * DNS-rebinding Host is refused on the API too, curl keeps working; and the journal keeps no
 * password or SMS code.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRaw as send } from '../../test/support/mock-http-server';
import { startMockServer } from './http-server';
import { server as mswServer } from './node';
import { issueToken } from './session';

let mock: Server;
let base = '';

beforeAll(async () => {
  mswServer.close();
  mock = await startMockServer(0);
  base = `http://127.0.0.1:${(mock.address() as AddressInfo).port}`;
});
afterAll(async () => {
  mock.closeAllConnections();
  await new Promise((done) => mock.close(done));
  mswServer.listen({ onUnhandledRequest: 'error' });
});

const text = (body: string) => ({
  body: Buffer.from(body),
  'Content-Length': Buffer.byteLength(body),
});

/** A write as a page of `origin` sends it without asking (a simple request, text/plain). */
function simpleWrite(path: string, origin: string, body = '{}') {
  const { body: payload, 'Content-Length': length } = text(body);
  return send(`${base}${path}`, {
    method: 'POST',
    headers: {
      Origin: origin,
      'Content-Type': 'text/plain;charset=UTF-8',
      'Content-Length': length,
    },
    body: payload,
  });
}

const status = (token: string) =>
  send(`${base}/api/user/status`, { method: 'POST', headers: { 'X-Access-Token': token } });

describe('the mock server and pages of other sites', () => {
  it('a no-cors reset from another port of localhost: 403, and the sessions live on', async () => {
    const token = issueToken('U10001', '20001');
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:8080', 'null']) {
      const reply = await simpleWrite('/__mock__/reset', origin);
      expect(reply.status).toBe(403);
      expect(reply.json.message).toBe('模拟服务管理接口不接受其他站点页面的请求（Origin）');
    }
    expect((await status(token)).json.code).toBe(0);
  });

  it('faults from another origin, or as text/plain: refused, none added', async () => {
    const fault = JSON.stringify({ path: 'user/status', code: 500, message: 'x' });
    expect((await simpleWrite('/__mock__/faults', 'http://localhost:3000', fault)).status).toBe(
      403,
    );
    const noOrigin = await send(`${base}/__mock__/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'Content-Length': Buffer.byteLength(fault) },
      body: Buffer.from(fault),
    });
    expect(noOrigin.status).toBe(415);
    const faults = await send(`${base}/__mock__/faults`);
    expect(faults.json.faults).toEqual([]);
  });

  it('curl and the portal own servers keep working', async () => {
    const body = Buffer.from(JSON.stringify({ path: 'sys/none', code: 500, message: 'x' }));
    const json = { 'Content-Type': 'application/json', 'Content-Length': body.length };
    const curl = await send(`${base}/__mock__/faults`, { method: 'POST', headers: json, body });
    expect(curl.status).toBe(200);
    const panel = await send(`${base}/__mock__/faults`, {
      method: 'DELETE',
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(panel.status).toBe(204);
    expect((await send(`${base}/__mock__/reset`, { method: 'POST' })).status).toBe(200);
  });

  it('a foreign Host (DNS rebinding) is refused, API and admin alike', async () => {
    for (const path of ['/api/sys/querySysConfig', '/__mock__/health']) {
      const reply = await send(`${base}${path}`, { headers: { Host: 'rebind.evil.example:7100' } });
      expect(reply.status).toBe(403);
      expect(reply.json.message).toBe('模拟服务只接受本机或 IP 地址作为主机名（Host）');
    }
    const local = await send(`${base}/__mock__/health`, { headers: { Host: 'localhost:7100' } });
    expect(local.json.ok).toBe(true);
  });

  it('the journal keeps no password, SMS code or captcha, in bodies and queries', async () => {
    const login = Buffer.from(
      JSON.stringify({
        userName: 'admin',
        password: 'Portal@2026',
        captchaId: 'c1',
        captcha: '1234',
      }),
    );
    await send(`${base}/api/user/login/v2`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': login.length },
      body: login,
    });
    await send(`${base}/api/register/submitVerificationCode?mobile=13926541870&code=123456`);
    const journal = await send(`${base}/__mock__/requests`);
    const entries = journal.json.requests as { path: string; body: unknown; query: unknown }[];
    const loginEntry = entries.find((entry) => entry.path === 'user/login/v2');
    expect(loginEntry?.body).toEqual({
      userName: 'admin',
      password: '***',
      captchaId: 'c1',
      captcha: '***',
    });
    const sms = entries.find((entry) => entry.path === 'register/submitVerificationCode');
    expect(sms?.query).toEqual({ mobile: '13926541870', code: '***' });
    expect(JSON.stringify(journal.json)).not.toMatch(/Portal@2026|123456/);
  });
});
