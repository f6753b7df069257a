import {
  appOfInstanceName,
  appOfSource,
  appUnderPath,
  bustAssetUrls,
  entryFolder,
  isUnderBase,
  withCacheBust,
} from './micro-entry';
import { eachReturns } from '../../test/support/each-returns';

const ENTRIES = {
  ds: 'http://localhost:7101/ds/',
  iservice: 'http://localhost:7102/iservice/',
  tgypt: '/tgypt-entry/index.html',
};
const BASES = [
  { name: 'ds' as const, activeRule: '/ds' },
  { name: 'iservice' as const, activeRule: '/iservice' },
  { name: 'tgypt' as const, activeRule: '/tgypt' },
];

describe('isUnderBase / appUnderPath', () => {
  eachReturns('isUnderBase(%s, %s) is %s', isUnderBase, [
    ['/ds', '/ds', true],
    ['/ds/xsgl/khcx', '/ds', true],
    ['/dsx', '/ds', false],
    ['/', '/ds', false],
    ['/x/ds', '/ds', false],
  ]);

  eachReturns('appUnderPath(%s) is %s', (path) => appUnderPath(path, BASES), [
    ['/iservice/cpgl/cpfx', 'iservice'],
    ['/tgypt', 'tgypt'],
    ['/main', null],
    ['/iservicex', null],
  ]);
});

describe('withCacheBust', () => {
  eachReturns('%s becomes %s', (url) => withCacheBust(url, 42), [
    ['http://localhost:7101/ds/', 'http://localhost:7101/ds/?t=42'],
    ['http://localhost:7101/ds/?a=1', 'http://localhost:7101/ds/?a=1&t=42'],
    ['http://localhost:7101/ds/?t=1', 'http://localhost:7101/ds/?t=42'],
    ['/ds/ds.umd.js', '/ds/ds.umd.js?t=42'],
    ['/ds/#x', '/ds/?t=42#x'],
    ['ds.css', 'ds.css?t=42'],
  ]);
});

describe('bustAssetUrls', () => {
  it('busts every script src and link href, leaves the rest and data URLs alone', () => {
    const html = [
      '<!doctype html><html><head>',
      '<link rel="stylesheet" href="/ds/ds.css">',
      "<link rel='icon' href='data:,'>",
      '</head><body><div id="ds-root"></div>',
      '<script src="/ds/ds.umd.js"></script>',
      '<script>window.x = "src=\'/no\'"</script>',
      '</body></html>',
    ].join('');
    const busted = bustAssetUrls(html, 7);
    expect(busted).toContain('href="/ds/ds.css?t=7"');
    expect(busted).toContain('<script src="/ds/ds.umd.js?t=7"></script>');
    expect(busted).toContain("href='data:,'");
    expect(busted).toContain('<div id="ds-root"></div>');
    expect(busted).toContain('window.x = "src=\'/no\'"');
  });
});

describe('instance names', () => {
  eachReturns('appOfInstanceName(%j) is %s', appOfInstanceName, [
    ['ds', 'ds'],
    ['tgypt_12', 'tgypt'],
    ['tgypt__retry12', null],
    ['ds_', null],
    ['crm', null],
    [undefined, null],
    ['toString', null],
  ]);
});

describe('appOfSource', () => {
  const origin = 'http://localhost:5173';

  it('entryFolder resolves a relative entry against the portal and drops the file', () => {
    expect(entryFolder('/tgypt-entry/index.html', origin)).toBe(
      'http://localhost:5173/tgypt-entry/',
    );
    expect(entryFolder(ENTRIES.ds, origin)).toBe('http://localhost:7101/ds/');
  });

  it('finds the app of a script URL or a stack frame', () => {
    expect(appOfSource(['http://localhost:7101/ds/ds.umd.js'], ENTRIES, origin)).toBe('ds');
    expect(
      appOfSource(
        [undefined, 'Error: x\n    at f (http://localhost:7102/iservice/iservice.umd.js:1:2)'],
        ENTRIES,
        origin,
      ),
    ).toBe('iservice');
    expect(appOfSource(['http://localhost:5173/tgypt-entry/tgypt.umd.js'], ENTRIES, origin)).toBe(
      'tgypt',
    );
  });

  it('an error of the shell belongs to no app', () => {
    expect(
      appOfSource(['http://localhost:5173/assets/index-abc.js', null], ENTRIES, origin),
    ).toBeNull();
    // An entry at the portal's root would claim every shell script: ignored.
    expect(
      appOfSource(['http://localhost:5173/assets/x.js'], { ...ENTRIES, ds: '/' }, origin),
    ).toBeNull();
  });
});
