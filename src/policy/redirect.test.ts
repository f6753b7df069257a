import { describe, expect, it } from 'vitest';
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
  it.each([
    ['absolute URL', 'https://evil.example.com/'],
    ['scheme-relative', '//evil.example.com'],
    ['triple slash', '///evil.example.com'],
    ['backslash', '/\\evil.example.com'],
    ['backslash first', '\\\\evil.example.com'],
    ['encoded slash', '/%2Fevil.example.com'],
    ['double-encoded slash', '/%252Fevil.example.com'],
    ['encoded backslash', '/%5Cevil.example.com'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['encoded javascript scheme', 'javascript%3Aalert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['scheme after slash', '/javascript:alert(1)'],
    ['tab in the middle', '/\t/evil.example.com'],
    ['encoded newline', '/%0A/evil.example.com'],
    ['encoded null', '/home%00.evil'],
    ['leading space', ' /home'],
    ['relative path', 'iservice/cpgl'],
    ['dot path', '../etc/passwd'],
    ['malformed escape', '/%E0%A4%A'],
    ['endless encoding', '/%2525252525252F'],
    ['line separator', '/\u2028evil'],
    ['back to the login', '/login?redirect=/'],
    ['back to the lock screen', '/locking'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(3000)}`],
  ])('%s: %s', (_name, raw) => {
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
