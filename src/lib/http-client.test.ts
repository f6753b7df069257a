import { delay, http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { httpInstance } from './axios-instance';
import { get, post, TOKEN_HEADER, toFormBody } from './http-client';
import { onHttpEvent, type HttpEventMap } from './http-events';
import { removeToken, setToken } from './token-cookie';

interface Seen {
  url: URL;
  headers: Headers;
  body: string;
}

/** Answers `*\/api/test/*` with `answer` and records what was sent. */
function capture(
  answer: () => Response | Promise<Response> = () => HttpResponse.json({ code: 0, data: 'ok' }),
) {
  const seen: Seen[] = [];
  server.use(
    mswHttp.all('*/api/test/*', async ({ request }) => {
      seen.push({
        url: new URL(request.url),
        headers: request.headers,
        body: await request.text(),
      });
      return answer();
    }),
  );
  return seen;
}

function listen<K extends keyof HttpEventMap>(type: K) {
  const events: HttpEventMap[K][] = [];
  const off = onHttpEvent(type, (payload) => events.push(payload));
  return { events, off };
}

afterEach(() => {
  removeToken();
});

describe('request shape', () => {
  it('sends calls under the API base /api/', async () => {
    const seen = capture();
    await get('test/path');
    expect(seen[0]?.url.pathname).toBe('/api/test/path');
  });

  it('adds the timestamp param t to GET calls', async () => {
    const seen = capture();
    const before = Date.now();
    await get('test/get', { a: '1' });
    const t = Number(seen[0]?.url.searchParams.get('t'));
    expect(seen[0]?.url.searchParams.get('a')).toBe('1');
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(Date.now());
  });

  it('form-encodes POST bodies and adds a random n', async () => {
    const seen = capture();
    await post('test/form', { name: '星辰', list: [1, 2], skip: undefined, none: null });
    await post('test/form', { name: '星辰' });
    const [first, second] = seen;
    expect(first?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    const body = new URLSearchParams(first?.body);
    expect(body.get('name')).toBe('星辰');
    expect(body.get('list')).toBe('[1,2]');
    expect(body.has('skip')).toBe(false);
    expect(body.has('none')).toBe(false);
    expect(body.get('n')).toMatch(/^\d+$/);
    expect(new URLSearchParams(second?.body).get('n')).not.toBe(body.get('n'));
  });

  it('sends a JSON body with the json option, without n', async () => {
    const seen = capture();
    await post('test/json', { funcId: 133, items: ['a'] }, { json: true });
    expect(seen[0]?.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ funcId: 133, items: ['a'] });
  });

  it('sends FormData as multipart', async () => {
    const seen = capture();
    const form = new FormData();
    form.append('fileType', 'licence');
    await post('test/upload', form);
    expect(seen[0]?.headers.get('content-type')).toContain('multipart/form-data');
    expect(seen[0]?.body).toContain('licence');
  });

  it('sends the ACCESS-TOKEN cookie as the X-Access-Token header', async () => {
    const seen = capture();
    await get('test/anonymous');
    setToken('token-abc');
    await get('test/signed');
    expect(seen[0]?.headers.get(TOKEN_HEADER)).toBeNull();
    expect(seen[1]?.headers.get(TOKEN_HEADER)).toBe('token-abc');
  });

  it('uses a 100000 ms timeout unless the call names another', async () => {
    capture();
    const timeouts: (number | undefined)[] = [];
    const id = httpInstance.interceptors.request.use((config) => {
      timeouts.push(config.timeout);
      return config;
    });
    await get('test/default');
    await post('test/long', {}, { timeout: 120_000 });
    httpInstance.interceptors.request.eject(id);
    expect(timeouts).toEqual([100_000, 120_000]);
  });
});

describe('answers', () => {
  it('resolves the body of 200 and of 400 answers', async () => {
    capture(() => HttpResponse.json({ code: 1001, message: '参数缺失' }, { status: 400 }));
    await expect(get('test/bad-request')).resolves.toEqual({ code: 1001, message: '参数缺失' });
  });

  it.each([500, 502, 503, 404, 401])(
    'resolves false on HTTP %i and reports 网络异常',
    async (status) => {
      capture(() => new HttpResponse('oops', { status }));
      const { events, off } = listen('networkError');
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      await expect(post('test/status')).resolves.toBe(false);
      off();
      expect(events).toEqual([
        {
          url: 'test/status',
          status: 404,
          message: '网络异常',
          httpStatus: status,
          cause: 'http-status',
        },
      ]);
      expect(error).toHaveBeenCalled();
    },
  );

  it('resolves false when the body is not a JSON object', async () => {
    capture(
      () =>
        new HttpResponse('{"code":0,', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const { events, off } = listen('networkError');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(get('test/malformed')).resolves.toBe(false);
    off();
    expect(events[0]?.cause).toBe('malformed-body');
  });

  it('resolves false, without parsing it, when the body is over the size limit', async () => {
    const rows = Array.from({ length: 120_000 }, (_, i) => ({ id: i, name: `row ${i}` }));
    capture(() => HttpResponse.json({ code: 0, data: { list: rows } }));
    const { events, off } = listen('networkError');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(get('test/huge')).resolves.toBe(false);
    off();
    expect(events[0]).toMatchObject({ cause: 'too-large', status: 404, message: '网络异常' });
    // A call that allows more gets its answer.
    const answer = await get<{ list: unknown[] }>('test/huge', {}, { maxAnswerBytes: 1e8 });
    expect(answer && answer.data.list).toHaveLength(120_000);
  });

  it('resolves false on a network failure and logs it', async () => {
    capture(() => HttpResponse.error());
    const { events, off } = listen('networkError');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(get('test/offline')).resolves.toBe(false);
    off();
    expect(events[0]).toMatchObject({ status: 404, message: '网络异常', cause: 'network' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('test/offline'), expect.anything());
  });

  it('resolves false on a timeout', async () => {
    capture(async () => {
      await delay(500);
      return HttpResponse.json({ code: 0 });
    });
    const { events, off } = listen('networkError');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(get('test/slow', {}, { timeout: 50 })).resolves.toBe(false);
    off();
    expect(events[0]?.cause).toBe('timeout');
  });

  it('resolves false without a report when the caller aborts', async () => {
    capture(async () => {
      await delay(500);
      return HttpResponse.json({ code: 0 });
    });
    const { events, off } = listen('networkError');
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const controller = new AbortController();
    const pending = get('test/aborted', {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toBe(false);
    off();
    expect(events).toEqual([]);
  });
});

describe('session events', () => {
  it('raises sessionExpired on code -403 and still resolves the body', async () => {
    capture(() => HttpResponse.json({ code: -403, message: '登录已失效' }));
    const { events, off } = listen('sessionExpired');
    await expect(get('test/expired')).resolves.toMatchObject({ code: -403 });
    off();
    expect(events).toEqual([{ url: 'test/expired', message: '登录已失效' }]);
  });

  it('a -403 for a token replaced while the call was on its way ends nothing', async () => {
    setToken('first');
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    capture(async () => {
      await answered;
      return HttpResponse.json({ code: -403, message: '登录已失效' });
    });
    const { events, off } = listen('sessionExpired');
    const call = get('test/late');
    await new Promise((resolve) => setTimeout(resolve, 20));
    setToken('second');
    answer();
    await expect(call).resolves.toMatchObject({ code: -403 });
    off();
    expect(events).toEqual([]);
  });

  it('raises screenLocked on code -423 and still resolves the body', async () => {
    capture(() => HttpResponse.json({ code: -423, message: '屏幕已锁定' }));
    const { events, off } = listen('screenLocked');
    await expect(get('test/locked')).resolves.toMatchObject({ code: -423 });
    off();
    expect(events).toEqual([{ url: 'test/locked', message: '屏幕已锁定' }]);
  });

  it('raises tokenChanged only for a successful answer with a different token', async () => {
    const { events, off } = listen('tokenChanged');
    setToken('old');
    capture(() => HttpResponse.json({ code: 0, token: 'old' }));
    await get('test/same');
    server.resetHandlers();
    capture(() => HttpResponse.json({ code: 1, token: 'new' }));
    await get('test/failed');
    server.resetHandlers();
    capture(() => HttpResponse.json({ code: 0, token: 'new' }));
    await get('test/rotated');
    removeToken();
    await get('test/no-stored-token');
    off();
    expect(events).toEqual([{ url: 'test/rotated', token: 'new' }]);
  });

  it('raises no tokenChanged for a call that hands out the token itself (switching)', async () => {
    const { events, off } = listen('tokenChanged');
    setToken('old');
    capture(() => HttpResponse.json({ code: 0, token: 'switched' }));
    await expect(post('test/switch', {}, { rotatesToken: true })).resolves.toMatchObject({
      token: 'switched',
    });
    off();
    expect(events).toEqual([]);
  });
});

describe('toFormBody', () => {
  it('encodes Chinese text and numbers', () => {
    const body = toFormBody({ instName: '星辰私募', pageNum: 2, flag: false });
    expect(body.get('instName')).toBe('星辰私募');
    expect(body.get('pageNum')).toBe('2');
    expect(body.get('flag')).toBe('false');
  });
});

describe('loading axios', () => {
  it('a chunk that does not load is a network error, reported, and the next call loads again', async () => {
    vi.resetModules();
    let loads = 0;
    vi.doMock('./axios-instance', async (importOriginal) => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const client = await import('./http-client');
    const events = await import('./http-events');
    const reports: HttpEventMap['networkError'][] = [];
    const stop = events.onHttpEvent('networkError', (report) => reports.push(report));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(mswHttp.get('*/api/test/lazy', () => HttpResponse.json({ code: 0, data: 'ok' })));
    try {
      expect(await client.get('test/lazy')).toBe(false);
      expect(reports).toEqual([
        expect.objectContaining({ url: 'test/lazy', status: 404, cause: 'network' }),
      ]);
      expect(await client.get('test/lazy')).toMatchObject({ code: 0, data: 'ok' });
      expect(loads).toBe(2);
    } finally {
      stop();
      vi.doUnmock('./axios-instance');
      vi.resetModules();
    }
  });
});
