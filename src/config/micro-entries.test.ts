import { entryOrigins, parseMicroEntries } from './micro-entries';

describe('entryOrigins', () => {
  it('the default entries: the three stub origins, in the apps order', () => {
    expect(entryOrigins(parseMicroEntries({}))).toEqual([
      'http://localhost:7101',
      'http://localhost:7102',
      'http://localhost:7103',
    ]);
  });

  it.each([
    [
      'one origin for two apps, a path of the portal adds none',
      {
        VITE_DS_ENTRY: 'https://apps.example.com/ds/',
        VITE_ISERVICE_ENTRY: 'https://apps.example.com/iservice/index.html',
        VITE_TGYPT_ENTRY: '/tgypt-entry/',
      },
      ['https://apps.example.com'],
    ],
    [
      'ports and schemes make other origins; paths and queries are not part of one',
      {
        VITE_DS_ENTRY: 'http://localhost:7301/?v=2',
        VITE_ISERVICE_ENTRY: 'https://localhost:7301/iservice/',
        VITE_TGYPT_ENTRY: 'http://LOCALHOST:7302/tgypt/#x',
      },
      ['http://localhost:7301', 'https://localhost:7301', 'http://localhost:7302'],
    ],
    [
      'every entry on the portal itself: no other origin',
      { VITE_DS_ENTRY: '/ds/', VITE_ISERVICE_ENTRY: '/iservice/', VITE_TGYPT_ENTRY: '/tgypt/' },
      [],
    ],
  ])('%s', (_name, raw, origins) => {
    expect(entryOrigins(parseMicroEntries(raw))).toEqual(origins);
  });
});
