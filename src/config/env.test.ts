import { describe, expect, it } from 'vitest';
import { defaultEntry } from '@contract';
import { EnvError, entryVariableOf, parseEnv } from './env';

const DEFAULT_ENTRIES = {
  ds: defaultEntry('ds'),
  iservice: defaultEntry('iservice'),
  tgypt: defaultEntry('tgypt'),
};

describe('parseEnv', () => {
  it.each([
    [{}, { apiBase: '/api/', mock: 'server' }],
    [{ VITE_API_BASE: '/gateway/api' }, { apiBase: '/gateway/api/', mock: 'server' }],
    [
      { VITE_API_BASE: 'https://fmp.example.com/api/' },
      { apiBase: 'https://fmp.example.com/api/', mock: 'server' },
    ],
    [{ VITE_MOCK: 'worker' }, { apiBase: '/api/', mock: 'worker' }],
    [
      { VITE_API_BASE: '  ', VITE_MOCK: '' },
      { apiBase: '/api/', mock: 'server' },
    ],
  ])('reads %j', (raw, expected) => {
    expect(parseEnv(raw)).toEqual({
      diagnostics: false,
      microEntries: DEFAULT_ENTRIES,
      ...expected,
    });
  });

  it.each([
    [{ DEV: true, MODE: 'development' }, true],
    [{ DEV: false, MODE: 'demo' }, true],
    [{ DEV: false, MODE: 'production' }, false],
    [{ PROD: true }, false],
  ])('diagnostics (403 rule names) only in development and demo builds: %j', (raw, expected) => {
    expect(parseEnv(raw).diagnostics).toBe(expected);
  });

  it.each([
    { VITE_API_BASE: 'api/' },
    { VITE_API_BASE: 'javascript:alert(1)' },
    { VITE_MOCK: 'msw' },
  ])('refuses %j with a message naming the variable', (raw) => {
    expect(() => parseEnv(raw)).toThrow(EnvError);
    expect(() => parseEnv(raw)).toThrow(/VITE_(API_BASE|MOCK)/);
  });

  it('names each entry variable after its app', () => {
    expect([entryVariableOf('ds'), entryVariableOf('iservice'), entryVariableOf('tgypt')]).toEqual([
      'VITE_DS_ENTRY',
      'VITE_ISERVICE_ENTRY',
      'VITE_TGYPT_ENTRY',
    ]);
  });

  it('sub-application entries default to the stubs of the contract', () => {
    expect(parseEnv({}).microEntries).toEqual({
      ds: 'http://localhost:7101/ds/',
      iservice: 'http://localhost:7102/iservice/',
      tgypt: 'http://localhost:7103/tgypt/',
    });
  });

  it('reads each entry from its own variable (an URL or a path of the portal)', () => {
    const entries = parseEnv({
      VITE_DS_ENTRY: ' https://ds.example.com/ds/ ',
      VITE_ISERVICE_ENTRY: '/iservice-entry/',
      VITE_TGYPT_ENTRY: '',
    }).microEntries;
    expect(entries).toEqual({
      ds: 'https://ds.example.com/ds/',
      iservice: '/iservice-entry/',
      tgypt: 'http://localhost:7103/tgypt/',
    });
  });

  it.each([
    ['VITE_DS_ENTRY', 'localhost:7101/ds/'],
    ['VITE_ISERVICE_ENTRY', 'javascript:alert(1)'],
    ['VITE_TGYPT_ENTRY', '//evil.example/tgypt/'],
    ['VITE_DS_ENTRY', 'ftp://host/ds/'],
    ['VITE_ISERVICE_ENTRY', 'http://host/i service/'],
  ])('refuses %s=%j with a message naming it', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(name);
  });
});
