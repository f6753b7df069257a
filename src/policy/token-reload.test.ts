import { describe, expect, it } from 'vitest';
import {
  decideTokenReload,
  TOKEN_RELOAD_WINDOW_MS,
  type TokenReloadDecision,
} from './token-reload';

const NOW = 1_800_000_000_000;

describe('decideTokenReload', () => {
  const rows: [string, string, number | null, TokenReloadDecision][] = [
    ['home, never reloaded', '/', null, 'reload'],
    ['a sub-application page', '/iservice/cpgl/cpfx', null, 'reload'],
    ['login', '/login', null, 'store-only'],
    ['login with trailing slash', '/login/', null, 'store-only'],
    ['registration', '/create', null, 'store-only'],
    ['forgotten password', '/forget', null, 'store-only'],
    ['public change password', '/changePass', null, 'store-only'],
    ['lock screen', '/locking', null, 'store-only'],
    ['settings change password is a session page', '/Settings/ChangePass', null, 'reload'],
    ['reloaded a moment ago', '/', NOW - 1000, 'throttled'],
    ['reloaded just inside the window', '/', NOW - TOKEN_RELOAD_WINDOW_MS + 1, 'throttled'],
    ['reloaded exactly a window ago', '/', NOW - TOKEN_RELOAD_WINDOW_MS, 'reload'],
    ['reloaded long ago', '/', NOW - 60_000, 'reload'],
    ['a clock that went back does not block forever', '/', NOW + 60_000, 'reload'],
    ['public page even when reloaded a moment ago', '/login', NOW - 10, 'store-only'],
  ];
  it.each(rows)('%s', (_name, pathname, lastReloadAt, expected) => {
    expect(decideTokenReload({ pathname, now: NOW, lastReloadAt })).toBe(expected);
  });
});
