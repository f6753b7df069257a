import { entryOverrideKey, judgeOverride } from './entry-override';

describe('entry overrides', () => {
  it('the key of the QA contract', () => {
    expect(entryOverrideKey('ds')).toBe('subapp-entry:ds');
  });

  it.each([
    [null, 'none'],
    ['', 'none'],
    ['   ', 'none'],
    ['http://localhost:7301/', 'accepted'],
    ['http://127.0.0.1:7301/ds/', 'accepted'],
    ['https://localhost/app/index.html', 'accepted'],
    ['  http://localhost:7301/  ', 'accepted'],
    ['HTTP://LOCALHOST:7301/', 'accepted'],
    ['http://localhost.evil.example:7301/', 'refused'],
    ['http://127.0.0.1.nip.io/', 'refused'],
    ['http://evil.example/?localhost', 'refused'],
    ['http://localhost@evil.example/', 'refused'],
    ['http://user:pw@localhost:7301/', 'refused'],
    ['http://[::1]:7301/', 'refused'],
    ['http://0.0.0.0:7301/', 'refused'],
    ['//localhost:7301/', 'refused'],
    ['localhost:7301', 'refused'],
    ['javascript:alert(1)//localhost', 'refused'],
    ['file:///etc/passwd', 'refused'],
    ['http://localhost:7301/\\@evil.example', 'refused'],
    ['http://local host/', 'refused'],
    ['http://127.0.0.2:7301/', 'refused'],
  ])('%j is %s', (value, kind) => {
    expect(judgeOverride(value).kind).toBe(kind);
  });

  it('an accepted value is handed on normalised; a refusal says why, in Chinese', () => {
    expect(judgeOverride(' HTTP://LOCALHOST:7301 ')).toEqual({
      kind: 'accepted',
      entry: 'http://localhost:7301/',
    });
    expect(judgeOverride('https://evil.example/')).toEqual({
      kind: 'refused',
      value: 'https://evil.example/',
      reason: '仅允许 localhost 或 127.0.0.1',
    });
  });
});
