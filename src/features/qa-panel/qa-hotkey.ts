/**
 * The QA panel's key combination: Ctrl+Alt+Q (Control+Option+Q on a Mac). Read from the key's
 * place (`code`), since Option changes the character on a Mac, but never with AltGr: Windows
 * reports AltGr as Ctrl+Alt, and AltGr+Q types @ on German and other keyboards. The portal and
 * the browsers bind nothing to it; Shift and Meta variants are left alone.
 */
export const QA_HOTKEY_TEXT = 'Ctrl+Alt+Q';

type KeyEventLike = Pick<
  KeyboardEvent,
  'code' | 'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey' | 'repeat' | 'getModifierState'
>;

export function isQaHotkey(event: KeyEventLike): boolean {
  return (
    event.code === 'KeyQ' &&
    event.ctrlKey &&
    event.altKey &&
    !event.shiftKey &&
    !event.metaKey &&
    !event.repeat &&
    !event.getModifierState('AltGraph')
  );
}
