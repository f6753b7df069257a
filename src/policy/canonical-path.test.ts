import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spellingOf } from '../../test/support/path-spellings';
import { canonicalPath, knownRoutes, mergeKnown } from './canonical-path';
import { eachReturns } from '../../test/support/each-returns';

const KNOWN = knownRoutes([
  '/iservice/xtgl/xtglywh',
  '/tgypt/tsfw/sjsj_gzpz',
  '/Settings/PersonalCenter',
  '/iservice/cpgl/glrbccxDetail',
]);

describe('canonicalPath', () => {
  eachReturns('%j -> %j', (raw) => canonicalPath(raw, KNOWN), [
    ['/', '/'],
    ['', '/'],
    ['/iservice/xtgl/xtglywh', '/iservice/xtgl/xtglywh'],
    // case, by the known route's spelling
    ['/iservice/XTGL/XTGLYWH', '/iservice/xtgl/xtglywh'],
    ['/ISERVICE/xtgl/xtglywh/', '/iservice/xtgl/xtglywh'],
    ['/settings/personalcenter', '/Settings/PersonalCenter'],
    ['/TGYPT/TSFW/sjsj_gzpz', '/tgypt/tsfw/sjsj_gzpz'],
    // percent-encoding, once
    ['/iservice/xtgl/%78tglywh', '/iservice/xtgl/xtglywh'],
    ['/iservice/xtgl/%58TGLYWH', '/iservice/xtgl/xtglywh'],
    ['/iservice%2Fxtgl%2fxtglywh', '/iservice/xtgl/xtglywh'],
    ['/iservice%5Cxtgl\\xtglywh', '/iservice/xtgl/xtglywh'],
    // slashes and dot segments
    ['//iservice///xtgl//xtglywh//', '/iservice/xtgl/xtglywh'],
    ['/iservice/./xtgl/../xtgl/xtglywh', '/iservice/xtgl/xtglywh'],
    ['/iservice/%2e/xtgl/%2E%2E/xtgl/xtglywh', '/iservice/xtgl/xtglywh'],
    ['/../../iservice/xtgl/xtglywh', '/iservice/xtgl/xtglywh'],
    // the rest of a known route keeps its letters: a product code is data
    ['/ISERVICE/CPGL/GLRBCCXDETAIL/12/SXC101', '/iservice/cpgl/glrbccxDetail/12/SXC101'],
    ['/iservice/unknown/Page', '/iservice/unknown/Page'],
    // what encodeURIComponent writes, as location.pathname shows it
    ['/ds/中文', '/ds/%E4%B8%AD%E6%96%87'],
    ['/ds/%e4%b8%ad', '/ds/%E4%B8%AD'],
    ['/ds/a b', '/ds/a%20b'],
    // cannot be made canonical
    ['/iservice/xtgl/%2578tglywh', null],
    ['/iservice/%00/xtglywh', null],
    ['/iservice/%0a', null],
    ['/iservice/\t/x', null],
    ['/iservice/%E4%B8', null],
    ['/iservice/%zz', null],
  ]);

  it('keeps the letters of a path no known route covers', () => {
    expect(canonicalPath('/ISERVICE/XTGL/XTGLYWH')).toBe('/ISERVICE/XTGL/XTGLYWH');
  });
});

describe('knownRoutes and mergeKnown', () => {
  it('knows a route and its folders, the first spelling winning', () => {
    const known = mergeKnown(
      knownRoutes(['/iservice/SupplementaryAgreement']),
      knownRoutes(['/ISERVICE/supplementaryagreement/x']),
    );
    expect(known.get('/iservice')).toBe('/iservice');
    expect(known.get('/iservice/supplementaryagreement')).toBe('/iservice/SupplementaryAgreement');
    expect(known.get('/iservice/supplementaryagreement/x')).toBe(
      '/ISERVICE/supplementaryagreement/x',
    );
  });
});

describe('canonicalPath, for any spelling', () => {
  it('gives the known route back', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(
            '/iservice/xtgl/xtglywh',
            '/tgypt/tsfw/sjsj_gzpz',
            '/Settings/PersonalCenter',
          )
          .chain((path) => spellingOf(path).map((spelling) => [path, spelling] as const)),
        ([path, spelling]) => {
          expect(canonicalPath(spelling, KNOWN)).toBe(path);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is its own canonical form, and what the browser keeps as the path', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (raw) => {
        const once = canonicalPath(raw, KNOWN);
        if (once === null) return;
        expect(canonicalPath(once, KNOWN)).toBe(once);
        expect(new URL(once, 'http://portal.example').pathname).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });
});
