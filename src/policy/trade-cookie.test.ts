import { describe, expect, it } from 'vitest';
import { expiredCookieLine, TRADE_PAGES, tradeCookieLine } from './trade-cookie';

const PAGE = { hostname: 'portal.example.cn', secure: true, now: Date.UTC(2026, 10, 26, 2, 0, 0) };
const ANSWER = {
  name: 'TGWY_SESSION',
  value: 'tgwy-abc-20001',
  domain: 'portal.example.cn',
  path: '/tgypt',
  expires: '2026-11-26 10:30:00',
};

describe('tradeCookieLine', () => {
  it('sets the cookie host-only on its path until its Beijing-time expiry', () => {
    expect(tradeCookieLine(ANSWER, PAGE)).toEqual({
      line:
        'TGWY_SESSION=tgwy-abc-20001; path=/tgypt; expires=Thu, 26 Nov 2026 02:30:00 GMT; ' +
        'SameSite=Strict; Secure',
      expiresAt: Date.UTC(2026, 10, 26, 2, 30, 0),
    });
    expect(tradeCookieLine(ANSWER, { ...PAGE, secure: false })?.line).not.toContain('Secure');
  });

  it('encodes a value that would end the line', () => {
    const line = tradeCookieLine({ ...ANSWER, value: 'a; path=/; domain=evil.example' }, PAGE);
    expect(
      line?.line.startsWith('TGWY_SESSION=a%3B%20path%3D%2F%3B%20domain%3Devil.example; '),
    ).toBe(true);
  });

  it.each([
    ['another domain', { domain: 'example.cn' }],
    ['a name with a separator', { name: 'A=B' }],
    ['an empty name', { name: '' }],
    ['a path that is not absolute', { path: 'tgypt' }],
    ['a path with a separator', { path: '/tgypt; domain=x' }],
    ['an expiry in the past', { expires: '2026-11-26 09:59:59' }],
    ['a malformed expiry', { expires: '2026/11/26 10:30' }],
  ])('refuses %s', (_what, change) => {
    expect(tradeCookieLine({ ...ANSWER, ...change }, PAGE)).toBeNull();
  });

  it('the host is compared without regard to case', () => {
    expect(tradeCookieLine({ ...ANSWER, domain: 'Portal.Example.CN' }, PAGE)).not.toBeNull();
  });

  it('expires a cookie it set', () => {
    expect(expiredCookieLine('TGWY_SESSION', '/tgypt')).toBe(
      'TGWY_SESSION=; path=/tgypt; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict',
    );
  });

  it.each([
    ['/tgypt/tgwy/yecx', true],
    ['/tgypt/tgwy', true],
    ['/TGYPT/Tgwy/yecx', true],
    ['/tgypt/tgwyx', false],
    ['/tgypt/zcdj/jyqrcx', false],
    ['/iservice/xtgl/tgwysqssc', false],
  ])('%s is a custody online-banking page: %s', (path, trade) => {
    expect(TRADE_PAGES.test(path)).toBe(trade);
  });
});
