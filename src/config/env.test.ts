import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

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
    expect(parseEnv(raw)).toEqual({ diagnostics: false, ...expected });
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
});
