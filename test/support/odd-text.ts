/**
 * Very long and odd Unicode input, shared by the mock handlers' unit tests and
 * the browser test that types it into every form field (test/e2e/odd-input-*.spec.ts).
 *
 * ODD_TEXT is exactly 5000 UTF-16 code units. It opens with a short mix (CJK with an astral
 * ideograph, an emoji ZWJ sequence with a skin tone, Zalgo, a right-to-left override and a
 * zero-width space), so that even a 20-character field keeps some of each, then a long
 * unbroken word, so that a field of 30 or more keeps part of it; the rest repeats every kind.
 */

/** 基金 and 𠮷 (U+20BB7, a surrogate pair). */
export const CJK = '基金𠮷';
/** Woman technologist, medium skin tone: 👩 🏽 ZWJ 💻. */
export const EMOJI_ZWJ_SKIN = '\u{1F469}\u{1F3FD}\u200D\u{1F4BB}';
/** Family (man, woman, girl, boy joined by ZWJ), rainbow flag, thumbs up dark skin tone. */
export const EMOJI_MORE =
  '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}\u{1F3F3}\uFE0F\u200D\u{1F308}\u{1F44D}\u{1F3FF}';
/** Zalgo: letters carrying stacks of combining marks. */
export const ZALGO =
  'Z\u0337\u0322\u031B\u0349a\u0336\u0321\u0354l\u0338\u0330\u0344g\u0335\u0323o\u0334\u031F\u035D';
/** RIGHT-TO-LEFT OVERRIDE: what follows is drawn right to left. */
export const RLO = '\u202E';
/** ZERO WIDTH SPACE. */
export const ZWSP = '\u200B';
/** A word with no break opportunity in it. */
export const LONG_WORD = 'Donaudampfschifffahrtsgesellschaftskapitaen'.repeat(20);

const HEAD = `${CJK}${EMOJI_ZWJ_SKIN}${ZALGO}${RLO}${ZWSP}`;
const UNIT = `${CJK}管理人服务平台${EMOJI_MORE}${ZALGO}${RLO}${ZWSP}${EMOJI_ZWJ_SKIN}`;

function build(length: number): string {
  let text = `${HEAD}${LONG_WORD}`;
  while (text.length + UNIT.length <= length) text += UNIT;
  return text + 'W'.repeat(length - text.length);
}

export const ODD_TEXT_LENGTH = 5000;
/** 5000 code units of odd input. */
export const ODD_TEXT = build(ODD_TEXT_LENGTH);
