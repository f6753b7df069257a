/**
 * The dev and preview servers proxy /__mock__/ (the mock's admin API, QA contract) for the QA
 * panel; the mock answers local callers only, and every proxied call reaches it from this
 * machine, so the proxy refuses other callers itself (a dev server opened with --host). That the
 * proxy is there is shown by test/e2e/qa-panel.spec.ts, whose panel works through it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { refuseRemoteAdmin } from '../../vite.config';

function call(remoteAddress: string) {
  const written: { status?: number; body?: string } = {};
  const req = { url: '/__mock__/faults', socket: { remoteAddress } } as unknown as IncomingMessage;
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
});
