/**
 * The mock HTTP server's boundaries: it listens on 127.0.0.1 unless MOCK_HOST widens it; the
 * admin calls answer local callers only, the OpenAPI document among them; a reset invalidates every earlier token; bodies over
 * 1 MB (JSON, forms) or spec 9's 100 MB (uploads) are refused with 413 before they are read.
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer } from './http-server';
import { server as mswServer } from './node';
import { OPENAPI_FILE, openApiAnswer } from './openapi-file';
import { issueToken } from './session';
import { sendRaw as send, type Reply } from '../../test/support/mock-http-server';

const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && !i.internal && i.family === 'IPv4')?.address;

let running: Server[] = [];

async function start(host?: string): Promise<{ server: Server; port: number }> {
  const server = await startMockServer(0, host);
  running.push(server);
  return { server, port: (server.address() as AddressInfo).port };
}

beforeAll(() => mswServer.close());
afterAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await Promise.all(
    running.map((s) => {
      s.closeAllConnections();
      return new Promise((done) => s.close(done));
    }),
  );
  running = [];
});

describe('mock HTTP server', () => {
  it('listens on 127.0.0.1 by default', async () => {
    const { server } = await start();
    expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
  });

  it.skipIf(!externalAddress)('answers /__mock__/* to local callers only', async () => {
    const { port } = await start('0.0.0.0');
    const local = await send(`http://127.0.0.1:${port}/__mock__/health`);
    expect(local).toMatchObject({ status: 200, json: { ok: true } });
    const remote = await send(`http://${externalAddress}:${port}/__mock__/health`);
    expect(remote.status).toBe(403);
    const document = await send(`http://${externalAddress}:${port}/__mock__/openapi.json`);
    expect(document.status).toBe(403);
    const reset = await send(`http://${externalAddress}:${port}/__mock__/reset`, {
      method: 'POST',
    });
    expect(reset.status).toBe(403);
  });

  it('keeps an idle kept-alive connection open for a minute, not the 5 s of Node', async () => {
    const { server } = await start();
    expect(server.keepAliveTimeout).toBeGreaterThanOrEqual(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  it('serves docs/openapi.json at /__mock__/openapi.json as JSON', async () => {
    const { port } = await start();
    const reply = await send(`http://127.0.0.1:${port}/__mock__/openapi.json`);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.json.openapi).toBe('3.1.0');
    expect(reply.json).toEqual(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')));
  });

  it('answers 404 with the command to run when the document was not generated', async () => {
    const answer = await openApiAnswer('/nonexistent/openapi.json');
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({
      message: expect.stringContaining('npm run openapi'),
    });
  });

  it('a reset invalidates every token issued before it', async () => {
    const { port } = await start();
    const token = issueToken('U10001', '20001');
    const status = () =>
      send(`http://127.0.0.1:${port}/api/user/status`, {
        method: 'POST',
        headers: { 'X-Access-Token': token },
      });
    expect((await status()).json.code).toBe(0);
    expect((await send(`http://127.0.0.1:${port}/__mock__/reset`, { method: 'POST' })).status).toBe(
      200,
    );
    expect((await status()).json.code).toBe(-403);
  });

  it('refuses a JSON body over 1 MB with 413 and code -413', async () => {
    const { port } = await start();
    const url = `http://127.0.0.1:${port}/api/sys/contentSearch`;
    const json = { 'Content-Type': 'application/json' };
    const over = await send(url, {
      method: 'POST',
      headers: json,
      body: Buffer.alloc(1024 * 1024 + 1, 0x20),
    });
    expect(over).toMatchObject({
      status: 413,
      json: { code: -413, message: expect.stringMatching(/1MB/) },
    });
    const within = await send(url, {
      method: 'POST',
      headers: json,
      body: Buffer.alloc(1024 * 1024, 0x20),
    });
    expect(within.status).toBe(200);
    expect(within.json.code).not.toBe(-413);
  });

  it('refuses an upload declared over 100 MB before reading it', async () => {
    const { port } = await start();
    const reply = await send(`http://127.0.0.1:${port}/api/user/uploadRegisterFile`, {
      method: 'POST',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        // spec 9: 102400 KB, plus the 64 KB allowed for the multipart envelope, plus one byte.
        'Content-Length': 100 * 1024 * 1024 + 64 * 1024 + 1,
      },
    });
    expect(reply).toMatchObject({
      status: 413,
      json: { code: -413, message: expect.stringMatching(/100M/) },
    });
  });

  it('stops reading a chunked body as soon as it passes the limit', async () => {
    const { port } = await start();
    const reply = await new Promise<Reply>((resolve, reject) => {
      const req = httpRequest(`http://127.0.0.1:${port}/api/sys/contentSearch`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          }),
        );
      });
      req.on('error', reject);
      // 2 MB in 64 KB chunks, never ended: only an early answer ends this call.
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      for (let i = 0; i < 32; i++) req.write(chunk);
    });
    expect(reply).toMatchObject({ status: 413, json: { code: -413 } });
  });
});
