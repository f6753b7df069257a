/**
 * Cutting typed text to a field's limit where no maxlength attribute can (the search box of an
 * antd Select): the first `max` UTF-16 code units, as the browser's maxlength and the server's
 * String.length count, never splitting a surrogate pair (an astral CJK character or emoji).
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? max - 1 : max;
  return text.slice(0, Math.max(0, end));
}
