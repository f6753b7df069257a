import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideRichTextUrl, type RichTextUrlKind } from './rich-text-url';
import { eachReturns } from '../../test/support/each-returns';

const PORTAL = { origin: 'https://fmp.example.cn', apiBase: '/api/' };

describe('decideRichTextUrl: links', () => {
  eachReturns('%j -> %j', (value) => decideRichTextUrl(value, 'link', PORTAL), [
    // Kept, written out in full.
    ['https://www.amac.org.cn/', 'https://www.amac.org.cn/'],
    ['HTTPS://WWW.AMAC.ORG.CN/a?b=1#c', 'https://www.amac.org.cn/a?b=1#c'],
    ['http://other.example.com', 'http://other.example.com/'],
    ['  https://www.amac.org.cn/\n', 'https://www.amac.org.cn/'],
    ['/iservice/cpgl/glrzhwh', '/iservice/cpgl/glrzhwh'],
    ['/Settings/PersonalCenter?x=1#y', '/Settings/PersonalCenter?x=1#y'],
    ['https://fmp.example.cn/iservice/x', '/iservice/x'],
    ['/apidocs/x', '/apidocs/x'],
    ['/iservice/api/x', '/iservice/api/x'],
    ['#/zxbm?id=N1&title=x&ly=notice', '#/zxbm?id=N1&title=x&ly=notice'],
    ['#/satisficing', '#/satisficing'],
    // The API of the portal, in any spelling.
    ['/api/user/addProdSet?setName=X&pdCodes=', null],
    ['/api', null],
    ['/API/user/addProdSet', null],
    ['/%61pi/user/addProdSet', null],
    ['/%2561pi/user/addProdSet', null],
    ['/%2e%2e/api/x', null],
    ['/x/..%2Fapi/x', null],
    ['/x/%2e%2e%2fapi/x', null],
    ['/x/..%5Capi/x', null],
    ['/./api/x', null],
    ['/.//api/x', null],
    ['/a/b/../../api/x', null],
    ['https://fmp.example.cn/api/user/addProdSet', null],
    ['https://FMP.example.cn/Api/x', null],
    // Off the site through the browser's own clean-up.
    ['//evil.example', null],
    ['/\t/evil.example', null],
    ['/\n/evil.example', null],
    ['/\\evil.example', null],
    ['\\\\evil.example', null],
    ['/.//evil.example', null],
    ['https:evil.example', null],
    ['http:/evil.example', null],
    // The portal's host on another port (cookies do not care for ports), credentials.
    ['https://fmp.example.cn:8443/x', null],
    ['https://user:pw@other.example.com/', null],
    // Other schemes, relative paths, malformed escapes.
    ['javascript:alert(1)', null],
    [' JaVaScRiPt:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['blob:https://fmp.example.cn/0b1c', null],
    ['mailto:service@example.com', null],
    ['vbscript:msgbox(1)', null],
    ['x-not-found.png', null],
    ['../api/x', null],
    ['?a=1', null],
    ['', null],
    ['/%E0%A4%A', null],
    ['/%00/x', null],
  ]);
});

describe('decideRichTextUrl: resources (src) load by themselves', () => {
  eachReturns('%j -> %j', (value) => decideRichTextUrl(value, 'resource', PORTAL), [
    ['/static/notice/banner.png', '/static/notice/banner.png'],
    ['https://fmp.example.cn/static/a.png', '/static/a.png'],
    ['https://evil.example.com/pixel.gif', null],
    ['/api/user/addProdSet?setName=X&pdCodes=', null],
    ['#/zxbm', null],
    ['data:image/png;base64,iVBORw0KGgo=', null],
  ]);
});

describe('decideRichTextUrl: the API base of VITE_API_BASE', () => {
  it('a gateway path of the portal is refused as well as /api/', () => {
    const context = { origin: 'https://fmp.example.cn', apiBase: '/gateway/api/' };
    expect(decideRichTextUrl('/Gateway/API/user/x', 'link', context)).toBeNull();
    expect(decideRichTextUrl('/api/user/x', 'link', context)).toBeNull();
    expect(decideRichTextUrl('/gateway/help', 'link', context)).toBe('/gateway/help');
  });

  it("the API's own host is refused, whatever the path", () => {
    const context = { origin: 'https://fmp.example.cn', apiBase: 'https://api.example.cn/api/' };
    expect(decideRichTextUrl('https://api.example.cn/api/user/x', 'link', context)).toBeNull();
    expect(decideRichTextUrl('https://api.example.cn/other', 'link', context)).toBeNull();
    expect(decideRichTextUrl('https://www.amac.org.cn/', 'link', context)).toBe(
      'https://www.amac.org.cn/',
    );
  });
});

describe('decideRichTextUrl: properties', () => {
  const kinds = fc.constantFrom<RichTextUrlKind>('link', 'resource');
  // Around the value the browser trims spaces and controls; inside, it drops tabs and newlines.
  const edge = fc.constantFrom('', '\t', '\n', ' ', '\r', '\u0000');
  const inner = fc.constantFrom('', '\t', '\n', '\r');
  const apiSpelling = fc
    .tuple(
      fc.constantFrom('a', 'A', '%61', '%41', '%2561'),
      fc.constantFrom('p', 'P', '%70', '%50'),
      fc.constantFrom('i', 'I', '%69', '%49'),
      fc.constantFrom('/', '%2F', '%2f', '\\', '%5C', '%252F'),
    )
    .map(([a, p, i, slash]) => `${a}${p}${i}${slash}`);
  const prefix = fc.constantFrom('/', '//', '/./', '/x/../', '/x/%2e%2e/', '/x/..%2F', '/.//x/../');

  it('no spelling of an API path is kept', () => {
    fc.assert(
      fc.property(kinds, edge, inner, prefix, apiSpelling, (kind, e, n, pre, api) => {
        const value = `${e}${pre}${n}${api}user/addProdSet?setName=X${e}`;
        expect(decideRichTextUrl(value, kind, PORTAL)).toBeNull();
      }),
    );
  });

  it('whatever is kept resolves to this site outside /api/ or to another host', () => {
    fc.assert(
      fc.property(kinds, fc.string({ maxLength: 40 }), (kind, tail) => {
        for (const value of [`/${tail}`, `https://fmp.example.cn/${tail}`, tail]) {
          const kept = decideRichTextUrl(value, kind, PORTAL);
          if (kept === null || kept.startsWith('#')) continue;
          const url = new URL(kept, PORTAL.origin);
          expect(['http:', 'https:']).toContain(url.protocol);
          if (url.hostname === 'fmp.example.cn') {
            expect(url.origin).toBe(PORTAL.origin);
            expect(decodeURIComponent(url.pathname).toLowerCase()).not.toMatch(/^\/api(\/|$)/);
          } else {
            expect(kind).toBe('link');
          }
        }
      }),
    );
  });
});
