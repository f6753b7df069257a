import { describe, expect, it } from 'vitest';
import { REDIRECT_PAYLOADS } from '../../test/support/hostile-payloads';
import { loginUrlFor, safeRedirect } from './redirect';

describe('safeRedirect follows paths of this site', () => {
  it.each([
    '/',
    '/iservice/cpgl/glrzhwh',
    '/iservice/cpgl/cpcsbg?type=10',
    '/tgypt/tsfw/sjsj_gzpz#top',
    '/Settings/PersonalCenter',
    '/zxbm?id=12&title=%E6%8A%A5%E5%90%8D&ly=notice',
    '/iservice/cpgl/glrbccxDetail/1001/SXX123',
    '/search?q=a:b',
  ])('%s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });
});

describe('safeRedirect refuses everything else', () => {
  it.each(REDIRECT_PAYLOADS)('%s: %s', (_name, raw) => {
    expect(safeRedirect(raw)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil.example.com', '/main')).toBe('/main');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
  });
});

describe('loginUrlFor', () => {
  it.each([
    ['/', '', '/login'],
    ['/iservice/cpgl/cpfx', '', '/login?redirect=%2Fiservice%2Fcpgl%2Fcpfx'],
    [
      '/iservice/cpgl/cpcsbg',
      '?type=10',
      '/login?redirect=%2Fiservice%2Fcpgl%2Fcpcsbg%3Ftype%3D10',
    ],
    ['/main', '?userid=U10001', '/login?redirect=%2Fmain%3Fuserid%3DU10001&userid=U10001'],
    ['/', '?userid=U10001', '/login?redirect=%2F%3Fuserid%3DU10001&userid=U10001'],
  ])('%s%s -> %s', (pathname, search, expected) => {
    expect(loginUrlFor(pathname, search)).toBe(expected);
  });

  it('round-trips through safeRedirect', () => {
    const url = new URL(loginUrlFor('/iservice/cpgl/cpcsbg', '?type=10'), 'http://x');
    expect(safeRedirect(url.searchParams.get('redirect'))).toBe('/iservice/cpgl/cpcsbg?type=10');
  });
});
