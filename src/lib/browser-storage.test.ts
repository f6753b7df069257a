import { describe, expect, it } from 'vitest';
import {
  clearUserData,
  isLocked,
  lastTokenReloadAt,
  lockReturnPath,
  markTokenReload,
  rememberLang,
  setLocked,
  storeHintFlag,
} from './browser-storage';

describe('browser storage', () => {
  it('locks with a return path and unlocks clearing it', () => {
    expect(isLocked()).toBe(false);
    setLocked(true, '/iservice/cpgl/cpfx?x=1');
    expect(localStorage.getItem('locking')).toBe('1');
    expect(isLocked()).toBe(true);
    expect(lockReturnPath()).toBe('/iservice/cpgl/cpfx?x=1');
    setLocked(false);
    expect(isLocked()).toBe(false);
    expect(lockReturnPath()).toBeNull();
  });

  it('writes lang and {userId}_lang as zh_CN', () => {
    rememberLang('U10001');
    expect(localStorage.getItem('lang')).toBe('zh_CN');
    expect(localStorage.getItem('U10001_lang')).toBe('zh_CN');
  });

  it('clears everything but the preferences and the reload mark', () => {
    rememberLang('U10001');
    localStorage.setItem('U10001_theme', '{"mainColor":"#1f4e9c"}');
    localStorage.setItem('isAutoShowChat', 'false');
    setLocked(true, '/');
    localStorage.setItem('MENUKEY', 'cpgl');
    sessionStorage.setItem('Thgz', '[]');
    sessionStorage.setItem('breadcrumbs', '[]');
    markTokenReload(123);
    clearUserData();
    expect(Object.keys({ ...localStorage }).sort()).toEqual(
      ['U10001_lang', 'U10001_theme', 'isAutoShowChat', 'lang'].sort(),
    );
    expect(sessionStorage.getItem('Thgz')).toBeNull();
    expect(sessionStorage.getItem('breadcrumbs')).toBeNull();
    expect(lastTokenReloadAt()).toBe(123);
  });

  it("a logout keeps the home hints' confirm flags (spec 3), and only keys a hint may use", () => {
    storeHintFlag('multiCardProductConfirm', '1');
    storeHintFlag('multiCardProductConfirm', '1');
    storeHintFlag('newShareSubscriptionConfirm', '1');
    expect(JSON.parse(localStorage.getItem('hintFlags')!)).toEqual([
      'multiCardProductConfirm',
      'newShareSubscriptionConfirm',
    ]);
    localStorage.setItem('sftz', 'true');
    setLocked(true);
    clearUserData();
    expect(localStorage.getItem('multiCardProductConfirm')).toBe('1');
    expect(localStorage.getItem('newShareSubscriptionConfirm')).toBe('1');
    expect(localStorage.getItem('sftz')).toBeNull();

    // A list written by hand cannot keep the portal's own keys.
    localStorage.setItem('hintFlags', JSON.stringify(['locking', 'MENUKEY', 'ok-flag']));
    setLocked(true);
    localStorage.setItem('MENUKEY', 'cpfx');
    localStorage.setItem('ok-flag', '1');
    clearUserData();
    expect(localStorage.getItem('locking')).toBeNull();
    expect(localStorage.getItem('MENUKEY')).toBeNull();
    expect(localStorage.getItem('ok-flag')).toBe('1');
    localStorage.setItem('hintFlags', '{not json');
    clearUserData();
    expect(localStorage.getItem('ok-flag')).toBeNull();
  });

  it('a planted list cannot keep the registration draft, an entry override or any other value', () => {
    localStorage.setItem('register_draft', '{"version":1,"data":{"draftToken":"secret"}}');
    localStorage.setItem('subapp-entry:ds', 'http://127.0.0.1:7301/');
    localStorage.setItem('plantedData', '{"mobile":"13926541870"}');
    localStorage.setItem(
      'hintFlags',
      JSON.stringify([
        'register_draft',
        'subapp-entry:ds',
        'plantedData',
        'multiCardProductConfirm',
      ]),
    );
    localStorage.setItem('multiCardProductConfirm', '1');
    clearUserData();
    expect(Object.keys({ ...localStorage }).sort()).toEqual([
      'hintFlags',
      'multiCardProductConfirm',
    ]);
  });

  it('reads no reload mark as null', () => {
    expect(lastTokenReloadAt()).toBeNull();
    sessionStorage.setItem('tokenReloadAt', 'garbage');
    expect(lastTokenReloadAt()).toBeNull();
  });
});
