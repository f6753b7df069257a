import { describe, expect, it } from 'vitest';
import { bodyOf, codeOf, Journal, JOURNAL_LIMIT, masked } from './journal';

const entry = (path: string, time: number) => ({
  method: 'GET',
  path,
  query: {},
  body: null,
  user: null,
  time,
  code: 0,
});

describe('Journal', () => {
  it('answers by path glob and time, oldest first; keeps the newest 2,000', () => {
    const journal = new Journal();
    journal.record(entry('user/authc', 10));
    journal.record(entry('sys/queryNoticeList', 20));
    journal.record(entry('user/status', 30));
    expect(journal.query('user/*').map((e) => e.path)).toEqual(['user/authc', 'user/status']);
    expect(journal.query(null, 20).map((e) => e.time)).toEqual([20, 30]);
    for (let i = 0; i < 2100; i += 1) journal.record(entry('x', 100 + i));
    expect(JOURNAL_LIMIT).toBe(2000);
    expect(journal.query()).toHaveLength(2000);
    expect(journal.query()[0]!.time).toBe(200);
    journal.clear();
    expect(journal.query()).toEqual([]);
  });
});

describe('bodyOf and codeOf', () => {
  it('keeps forms and JSON parsed, a file by its name and size', async () => {
    // A multipart body as a browser sends it (jsdom's File does not reach Node's Request).
    const multipart = [
      '--b1',
      'Content-Disposition: form-data; name="type"',
      '',
      'yyzz',
      '--b1',
      'Content-Disposition: form-data; name="file"; filename="license.pdf"',
      'Content-Type: application/pdf',
      '',
      'x'.repeat(10),
      '--b1--',
      '',
    ].join('\r\n');
    const upload = new Request('http://m/api/a', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b1' },
      body: multipart,
    });
    expect(await bodyOf(upload)).toEqual({
      type: 'yyzz',
      file: { file: 'license.pdf', size: 10, type: 'application/pdf' },
    });
    const json = new Request('http://m/api/a', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'admin' }),
    });
    expect(await bodyOf(json)).toEqual({ userName: 'admin' });
    const urlencoded = new Request('http://m/api/a', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1&b=2',
    });
    expect(await bodyOf(urlencoded)).toEqual({ a: '1', b: '2' });
    expect(await bodyOf(new Request('http://m/api/a'))).toBeNull();
  });

  it("reads the envelope's code, else the status", async () => {
    expect(await codeOf(Response.json({ code: -403 }))).toBe(-403);
    expect(
      await codeOf(
        new Response('{"code":', { headers: { 'content-type': 'application/json' }, status: 200 }),
      ),
    ).toBe(200);
    expect(await codeOf(Response.error())).toBeNull();
  });
});

describe('masked', () => {
  it('hides the values of password, SMS and captcha fields at any depth, own keys only', () => {
    expect(
      masked({
        userName: 'admin',
        password: 'Portal@2026',
        nested: [{ oldPassword: 'a', newPassword: 'b', confirmPassword: 'b' }],
        smsCode: '123456',
        code: '123456',
        captcha: '1234',
        creditCode: '91440300MADFNF7LBX',
        empty: { password: '' },
      }),
    ).toEqual({
      userName: 'admin',
      password: '***',
      nested: [{ oldPassword: '***', newPassword: '***', confirmPassword: '***' }],
      smsCode: '***',
      code: '***',
      captcha: '***',
      creditCode: '91440300MADFNF7LBX',
      empty: { password: '' },
    });
  });

  it('hides them inside a body kept as text (a form or JSON sent as text/plain)', () => {
    expect(masked('userName=admin&password=Portal%402026&code=123456')).toBe(
      'userName=admin&password=***&code=***',
    );
    expect(masked('{"userName":"admin","password":"Portal@2026"}')).toBe(
      '{"userName":"admin","password":"***"}',
    );
  });
});
