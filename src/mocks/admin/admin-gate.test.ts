import {
  FOREIGN_HOST,
  FOREIGN_ORIGIN,
  gateRefusal,
  gateRequestOf,
  hostNameOf,
  isAcceptedHost,
  NOT_JSON,
  PORTAL_ORIGINS,
  type GateRequest,
} from './admin-gate';

const ORIGINS = [...PORTAL_ORIGINS, 'http://localhost:7100'];

const request = (over: Partial<GateRequest>): GateRequest => ({
  method: 'POST',
  path: '/__mock__/reset',
  host: 'localhost:7100',
  origin: undefined,
  contentType: undefined,
  hasBody: false,
  ...over,
});

describe('the mock server gate', () => {
  it('the portal servers of the QA contract: 5173 and 4173 on localhost and 127.0.0.1', () => {
    expect([...PORTAL_ORIGINS].sort()).toEqual([
      'http://127.0.0.1:4173',
      'http://127.0.0.1:5173',
      'http://localhost:4173',
      'http://localhost:5173',
    ]);
  });

  it.each([
    ['localhost:7100', 'localhost'],
    ['LOCALHOST.:80', 'localhost'],
    ['[::1]:7100', '::1'],
    ['127.0.0.1', '127.0.0.1'],
    ['evil.example:7100', 'evil.example'],
  ])('the host name of %s is %s', (host, name) => {
    expect(hostNameOf(host)).toBe(name);
  });

  it.each([
    ['localhost:7100', true],
    ['portal.localhost:5173', true],
    ['127.0.0.1:7100', true],
    ['192.168.1.20:7100', true],
    ['[::1]:7100', true],
    ['[fe80::1]', true],
    [undefined, true],
    ['evil.example:7100', false],
    ['127.0.0.1.nip.io:7100', false],
    ['localhost.evil.example', false],
    ['999.1.1.1', false],
    ['', false],
  ])('Host %s accepted: %s', (host, accepted) => {
    expect(isAcceptedHost(host)).toBe(accepted);
  });

  it('a name of MOCK_ALLOWED_HOSTS is accepted, any spelling of its case and port', () => {
    expect(isAcceptedHost('QA-Box.internal:7100', ['qa-box.internal'])).toBe(true);
    expect(isAcceptedHost('other.internal:7100', ['qa-box.internal'])).toBe(false);
  });

  it('a foreign Host is refused on the API too (DNS rebinding)', () => {
    expect(
      gateRefusal(request({ path: '/api/user/login', host: 'evil.example:7100' }), ORIGINS),
    ).toEqual({ status: 403, message: FOREIGN_HOST });
    expect(gateRefusal(request({ path: '/api/user/login' }), ORIGINS)).toBeNull();
  });

  it.each([
    ['curl: no Origin, no body', request({}), null],
    ['curl with JSON', request({ contentType: 'application/json', hasBody: true }), null],
    [
      'the QA panel through the dev server',
      request({
        origin: 'http://localhost:5173',
        contentType: 'application/json; charset=utf-8',
        hasBody: true,
      }),
      null,
    ],
    [
      'a read from the preview',
      request({ method: 'GET', path: '/__mock__/faults', origin: 'http://127.0.0.1:4173' }),
      null,
    ],
    ['a page on another port', request({ origin: 'http://localhost:3000' }), FOREIGN_ORIGIN],
    ['another site', request({ origin: 'https://evil.example' }), FOREIGN_ORIGIN],
    ['a sandboxed frame (Origin null)', request({ origin: 'null' }), FOREIGN_ORIGIN],
    [
      'a read from another port',
      request({ method: 'GET', path: '/__mock__/requests', origin: 'http://localhost:3000' }),
      FOREIGN_ORIGIN,
    ],
    ['text/plain without Origin', request({ contentType: 'text/plain', hasBody: true }), NOT_JSON],
    [
      'a form',
      request({ contentType: 'application/x-www-form-urlencoded', hasBody: true }),
      NOT_JSON,
    ],
    [
      'multipart',
      request({ contentType: 'multipart/form-data; boundary=x', hasBody: true }),
      NOT_JSON,
    ],
    ['a body with no type', request({ hasBody: true }), NOT_JSON],
    ['a JSON look-alike type', request({ contentType: 'text/json-ish', hasBody: true }), NOT_JSON],
    ['DELETE without a body', request({ method: 'DELETE', path: '/__mock__/faults' }), null],
  ])('%s', (_case, gate, message) => {
    expect(gateRefusal(gate, ORIGINS)?.message ?? null).toBe(message);
  });

  it('reads a Node request: its path without the query, a body by its declared length', () => {
    expect(
      gateRequestOf({
        method: 'POST',
        url: '/__mock__/faults?x=1',
        headers: { host: 'localhost:7100', 'content-length': '12', 'content-type': 'text/plain' },
      }),
    ).toEqual({
      method: 'POST',
      path: '/__mock__/faults',
      host: 'localhost:7100',
      origin: undefined,
      contentType: 'text/plain',
      hasBody: true,
    });
    expect(gateRequestOf({ headers: { 'content-length': '0' } }).hasBody).toBe(false);
  });
});
