import { describe, expect, it } from 'vitest';
import { configuredAddress, SATISFACTION_SURVEY_URL, SERVICE_GUIDE_URL } from './external-pages';

describe('external pages', () => {
  it('default to the demonstration pages the portal serves', () => {
    expect(SERVICE_GUIDE_URL).toBe('/external/service-guide.html');
    expect(SATISFACTION_SURVEY_URL).toBe('/external/satisfaction-survey.html');
  });

  it.each([
    ['https://guide.example.cn/fmp', 'https://guide.example.cn/fmp'],
    ['  /help/guide.html ', '/help/guide.html'],
    ['', '/fallback.html'],
    [undefined, '/fallback.html'],
  ])('%s is used as %s', (value, address) => {
    expect(configuredAddress('VITE_X', value, '/fallback.html')).toBe(address);
  });

  it.each(['javascript:alert(1)', '//evil.example/x', '/\\evil.example', 'guide.html', 'https://'])(
    'refuses %s, naming the variable',
    (value) => {
      expect(() => configuredAddress('VITE_X', value, '/f.html')).toThrow(/VITE_X/);
    },
  );
});
