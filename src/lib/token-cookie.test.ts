import { describe, expect, it } from 'vitest';
import { tokenCookieAttributes } from './token-cookie';

describe('the ACCESS-TOKEN cookie', () => {
  it('is SameSite=Strict: no request another site starts carries it', () => {
    expect(tokenCookieAttributes('http:')).toEqual({
      path: '/',
      sameSite: 'Strict',
      secure: false,
    });
  });

  it('is Secure when the page is served over https', () => {
    expect(tokenCookieAttributes('https:')).toMatchObject({ sameSite: 'Strict', secure: true });
  });
});
