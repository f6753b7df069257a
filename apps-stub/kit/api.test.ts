/** The stubs' HTTP client: the portal client's conventions, and never a throw. */
import { createApi, messageOf, toFormBody, TOKEN_HEADER } from './api';

interface Seen {
  url: URL;
  init: RequestInit;
}

function fakeFetch(respond: () => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ url: new URL(String(input)), init: init ?? {} });
    return respond();
  }) as typeof fetch;
  return { seen, fetchImpl };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const BASE = 'http://portal.test/api/';

describe('requests', () => {
  it('GET: under the base, params and a timestamp t, the token header', async () => {
    const { seen, fetchImpl } = fakeFetch(() => json({ code: 0, data: 1 }));
    const api = createApi({ baseUrl: BASE, fetchImpl, getToken: () => 'tok' });
    expect(await api.get('/user/queryMenu/v2', { a: 'x', b: undefined })).toEqual({
      code: 0,
      data: 1,
    });
    const { url, init } = seen[0]!;
    expect(url.origin + url.pathname).toBe('http://portal.test/api/user/queryMenu/v2');
    expect(url.searchParams.get('a')).toBe('x');
    expect(url.searchParams.has('b')).toBe(false);
    expect(Number(url.searchParams.get('t'))).toBeGreaterThan(0);
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get(TOKEN_HEADER)).toBe('tok');
  });

  it('POST: form-encoded with a random n; no token header without a token', async () => {
    const { seen, fetchImpl } = fakeFetch(() => json({ code: 0, data: null }));
    const api = createApi({ baseUrl: BASE, fetchImpl, getToken: () => undefined });
    await api.post('user/login/v2', { userName: 'admin', keep: null, list: [1] });
    const { init } = seen[0]!;
    const headers = new Headers(init.headers);
    expect(headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(headers.has(TOKEN_HEADER)).toBe(false);
    const body = new URLSearchParams(String(init.body));
    expect(body.get('userName')).toBe('admin');
    expect(body.has('keep')).toBe(false);
    expect(body.get('list')).toBe('[1]');
    expect(body.get('n')).toMatch(/^\d+$/);
  });

  it('POST json: a JSON body without n', async () => {
    const { seen, fetchImpl } = fakeFetch(() => json({ code: 0, data: null }));
    const api = createApi({ baseUrl: BASE, fetchImpl, getToken: () => 'tok' });
    await api.post(
      'prod/commonTgywSubmitService',
      { serviceId: 'signMgrProtocol', proType: 6 },
      {
        json: true,
      },
    );
    const { init } = seen[0]!;
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ serviceId: 'signMgrProtocol', proType: 6 });
  });
});

describe('answers', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

  it.each([
    [
      'a refusal with code 400',
      () => json({ code: 2004, data: null, message: '用户名或密码错误' }, 400),
    ],
    ['a session expiry', () => json({ code: -403, data: null })],
  ])('passes on %s as the answer', async (_name, respond) => {
    const { fetchImpl } = fakeFetch(respond);
    const answer = await createApi({ baseUrl: BASE, fetchImpl, getToken: () => 't' }).get('x');
    expect(answer).not.toBe(false);
    expect(answer && answer.code).not.toBe(0);
  });

  it.each([
    ['HTTP 500', () => json({ code: 0, data: null }, 500)],
    ['HTTP 404', () => new Response('not found', { status: 404 })],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
    ['a JSON array', () => json([1, 2])],
    ['a JSON object without code', () => json({ data: 1 })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('resolves %s to false', async (_name, respond) => {
    const { fetchImpl } = fakeFetch(respond);
    expect(await createApi({ baseUrl: BASE, fetchImpl, getToken: () => 't' }).get('x')).toBe(false);
  });

  it('an aborted call resolves to false quietly', async () => {
    const controller = new AbortController();
    const { fetchImpl } = fakeFetch(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    const api = createApi({ baseUrl: BASE, fetchImpl, getToken: () => 't' });
    expect(await api.get('x', {}, { signal: controller.signal })).toBe(false);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('a call aborted while its answer is read resolves to false quietly', async () => {
    const controller = new AbortController();
    const cutOff = new ReadableStream({
      pull(stream) {
        controller.abort();
        stream.error(new DOMException('aborted', 'AbortError'));
      },
    });
    const { fetchImpl } = fakeFetch(() => new Response(cutOff, { status: 200 }));
    const api = createApi({ baseUrl: BASE, fetchImpl, getToken: () => 't' });
    expect(await api.get('x', {}, { signal: controller.signal })).toBe(false);
    expect(console.error).not.toHaveBeenCalled();
  });

  it.each([
    [{ code: 1, data: null, message: '错了' }, '错了'],
    [{ code: 1, data: null }, '兜底'],
    [false, '兜底'],
  ] as const)('messageOf(%j) is %s', (answer, text) => {
    expect(messageOf(answer, '兜底')).toBe(text);
  });

  it('toFormBody leaves out null and undefined', () => {
    const body = toFormBody({ a: 0, b: false, c: null, d: undefined });
    expect(body.get('a')).toBe('0');
    expect(body.get('b')).toBe('false');
    expect([...body.keys()].sort()).toEqual(['a', 'b', 'n']);
  });
});
