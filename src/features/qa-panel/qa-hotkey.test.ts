import { describe, expect, it } from 'vitest';
import { isQaHotkey } from './qa-hotkey';

const key = (init: KeyboardEventInit, altGraph = false) => {
  const event = new KeyboardEvent('keydown', init);
  return Object.assign(event, {
    getModifierState: (name: string) => name === 'AltGraph' && altGraph,
  });
};

describe('isQaHotkey', () => {
  it("is Ctrl+Alt+Q by the key's place, whatever character it types (Option+Q on a Mac)", () => {
    expect(isQaHotkey(key({ code: 'KeyQ', key: 'q', ctrlKey: true, altKey: true }))).toBe(true);
    expect(isQaHotkey(key({ code: 'KeyQ', key: 'œ', ctrlKey: true, altKey: true }))).toBe(true);
  });

  it.each<[string, KeyboardEventInit, boolean?]>([
    [
      'AltGr+Q typing @ on a German keyboard',
      { code: 'KeyQ', key: '@', ctrlKey: true, altKey: true },
      true,
    ],
    ['with Shift', { code: 'KeyQ', ctrlKey: true, altKey: true, shiftKey: true }],
    ['with Meta', { code: 'KeyQ', ctrlKey: true, altKey: true, metaKey: true }],
    ['Ctrl+Q', { code: 'KeyQ', ctrlKey: true }],
    ['Alt+Q', { code: 'KeyQ', altKey: true }],
    ['Ctrl+Alt+W', { code: 'KeyW', ctrlKey: true, altKey: true }],
    ['a held key repeating', { code: 'KeyQ', ctrlKey: true, altKey: true, repeat: true }],
  ])('is not %s', (_, init, altGraph) => {
    expect(isQaHotkey(key(init, altGraph))).toBe(false);
  });
});
