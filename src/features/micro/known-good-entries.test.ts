import {
  KNOWN_GOOD_KEY,
  knownGoodEntries,
  rememberGoodEntry,
} from '@/features/micro/known-good-entries';

describe('known-good entries', () => {
  it('remembers each entry once, in session storage', () => {
    expect(knownGoodEntries()).toEqual([]);
    rememberGoodEntry('http://localhost:7101/ds/');
    rememberGoodEntry('http://localhost:7101/ds/');
    rememberGoodEntry('http://localhost:7103/tgypt/');
    expect(knownGoodEntries()).toEqual([
      'http://localhost:7101/ds/',
      'http://localhost:7103/tgypt/',
    ]);
    expect(sessionStorage.getItem(KNOWN_GOOD_KEY)).not.toBeNull();
  });

  it.each(['{', '{"a":1}', '[1,"x"]'])('reads a damaged record %s safely', (raw) => {
    sessionStorage.setItem(KNOWN_GOOD_KEY, raw);
    expect(knownGoodEntries()).toEqual(raw === '[1,"x"]' ? ['x'] : []);
  });
});
