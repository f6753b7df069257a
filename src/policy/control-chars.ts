/**
 * Control characters no address may carry, at any layer of decoding: C0 (NUL, tab, line
 * breaks), DEL, C1 and the Unicode line and paragraph separators. Browsers strip some of them
 * from URLs and servers read others as separators, so a check that lets one through decides on
 * a different address than the one that is opened.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export function hasControl(text: string): boolean {
  return CONTROL.test(text);
}
