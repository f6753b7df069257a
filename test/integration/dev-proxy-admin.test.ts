/**
 * The dev and preview servers proxy /__mock__/ (the mock's admin API, QA contract) for the QA
 * panel; the mock answers local callers only, and every proxied call reaches it from this
 * machine, so the proxy refuses other callers itself (a dev server opened with --host), and a
 * page of any origin but the server's own, or a body that is not JSON. That the
 * proxy is there is shown by test/e2e/qa-panel.spec.ts, whose panel works through it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { refuseRemoteAdmin } from '../../vite.config';

function call(remoteAddress: string, headers: Record<string, string> = {}, method = 'GET') {
  const written: { status?: number; body?: string } = {};
  const req = {
    method,
    url: '/__mock__/faults',
    socket: { remoteAddress },
    headers: { host: 'localhost:5173', ...headers },
  } as unknown as IncomingMessage;
  const res = {
    writeHead: (status: number) => {
      written.status = status;
      return res;
    },
    end: (body: string) => {
      written.body = body;
    },
  } as unknown as ServerResponse;
  return { verdict: refuseRemoteAdmin(req, res), written };
}

describe('the /__mock__/ proxy', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('lets %s through', (address) => {
    const { verdict, written } = call(address);
    expect(verdict).toBeUndefined();
    expect(written.status).toBeUndefined();
  });

  it.each(['192.168.1.20', '::ffff:10.0.0.5', 'fe80::1'])('refuses %s with 403', (address) => {
    const { verdict, written } = call(address);
    expect(verdict).toBe('/__mock__/faults');
    expect(written.status).toBe(403);
    expect(JSON.parse(written.body!)).toMatchObject({ message: '模拟服务管理接口仅限本机访问' });
  });

  it('lets the page of its own origin through, JSON', () => {
    const own = call(
      '127.0.0.1',
      {
        origin: 'http://localhost:5173',
        'content-type': 'application/json',
        'content-length': '2',
      },
      'POST',
    );
    expect(own.verdict).toBeUndefined();
  });

  it.each([
    [
      'a page on another port',
      { origin: 'http://localhost:3000' },
      403,
      '模拟服务管理接口不接受其他站点页面的请求（Origin）',
    ],
    [
      'the mock origin itself',
      { origin: 'http://localhost:7100' },
      403,
      '模拟服务管理接口不接受其他站点页面的请求（Origin）',
    ],
    [
      'text/plain',
      { 'content-type': 'text/plain', 'content-length': '2' },
      415,
      '模拟服务管理接口只接受 JSON 请求体（Content-Type: application/json）',
    ],
  ])('refuses %s from this machine', (_case, headers, status, message) => {
    const { verdict, written } = call('127.0.0.1', headers, 'POST');
    expect(verdict).toBe('/__mock__/faults');
    expect(written.status).toBe(status);
    expect(JSON.parse(written.body!)).toMatchObject({ message });
  });
});
