import { describe, expect, it } from 'vitest';
import { dueHints, HINT_CONFIRMED, isHintStorageKey, type HintConfig } from './home-hints';

const multi: HintConfig = {
  tipKey: 'multiCardProduct',
  storageKey: 'multiCardProductConfirm',
  enabled: true,
};
const share: HintConfig = {
  tipKey: 'newShareSubscription',
  storageKey: 'newShareSubscriptionConfirm',
  enabled: true,
};

describe('dueHints', () => {
  const rows: [string, HintConfig[], Record<string, string>, string[]][] = [
    [
      'both due when nothing is stored',
      [multi, share],
      {},
      ['multiCardProduct', 'newShareSubscription'],
    ],
    [
      'a confirmed one is left out',
      [multi, share],
      { multiCardProductConfirm: HINT_CONFIRMED },
      ['newShareSubscription'],
    ],
    [
      'any non-empty value counts as confirmed',
      [multi, share],
      { newShareSubscriptionConfirm: 'true' },
      ['multiCardProduct'],
    ],
    ['an empty value does not', [multi], { multiCardProductConfirm: '' }, ['multiCardProduct']],
    [
      'both confirmed: none',
      [multi, share],
      { multiCardProductConfirm: '1', newShareSubscriptionConfirm: '1' },
      [],
    ],
    [
      'a disabled hint is never due',
      [{ ...multi, enabled: false }, share],
      {},
      ['newShareSubscription'],
    ],
    [
      "another hint's flag does not hide it",
      [multi],
      { newShareSubscriptionConfirm: '1' },
      ['multiCardProduct'],
    ],
    ['server order is kept', [share, multi], {}, ['newShareSubscription', 'multiCardProduct']],
    [
      'a tipKey named twice shows once (the first)',
      [multi, { ...multi, storageKey: 'other' }],
      {},
      ['multiCardProduct'],
    ],
    ['a hint on a portal key is never shown', [{ ...multi, storageKey: 'locking' }], {}, []],
    [
      'a hint on a preference key is never shown',
      [{ ...multi, storageKey: 'U10001_theme' }],
      {},
      [],
    ],
    ['a hint without a storage key is never shown', [{ ...multi, storageKey: '' }], {}, []],
    ['no hints: none', [], {}, []],
  ];
  it.each(rows)('%s', (_name, hints, stored, expected) => {
    expect(dueHints(hints, (key) => stored[key] ?? null).map((h) => h.tipKey)).toEqual(expected);
  });
});

describe('isHintStorageKey', () => {
  const rows: [string, boolean][] = [
    ['multiCardProductConfirm', true],
    ['newShareSubscriptionConfirm', true],
    ['tip_flag-2', true],
    ['', false],
    ['1flag', false],
    ['has space', false],
    ['a'.repeat(65), false],
    ['locking', false],
    ['lockReturnPath', false],
    ['MENUKEY', false],
    ['sftz', false],
    ['Thgz', false],
    ['homeSide', false],
    ['breadcrumbs', false],
    ['lang', false],
    ['U10001_lang', false],
    ['isAutoShowChat', false],
  ];
  it.each(rows)('%s → %s', (key, expected) => {
    expect(isHintStorageKey(key)).toBe(expected);
  });
});
