/**
 * Money text (spec 5.2, 9): what the shared money input (src/components/money-input.tsx) does
 * to the text it shows. Pure: no React.
 *
 * - While typing, `sanitizeMoney` keeps digits and the first dot only.
 * - On blur, `formatMoney` adds thousands separators, and two decimals when none were given
 *   (decimals that were given are kept as typed).
 * - On focus, `unformatMoney` removes the separators again.
 */

/** Keeps digits and the first dot; everything else (letters, signs, spaces, commas) goes. */
export function sanitizeMoney(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  if (dot < 0) return kept;
  return `${kept.slice(0, dot + 1)}${kept.slice(dot + 1).replace(/\./g, '')}`;
}

/** Removes the thousands separators (and anything else sanitizeMoney drops). */
export function unformatMoney(text: string): string {
  return sanitizeMoney(text);
}

/** Groups an integer text by thousands: 1234567 → 1,234,567. */
function group(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * The text shown after blur: separators, and '.00' when no decimals were given. Leading zeros
 * of the integer part go (007 → 7.00, .5 → 0.5). Empty or dot-only text gives ''.
 */
export function formatMoney(text: string): string {
  const clean = sanitizeMoney(text);
  if (clean === '' || clean === '.') return '';
  const [rawInteger = '', rawDecimals = ''] = clean.split('.');
  const integer = rawInteger.replace(/^0+(?=\d)/, '') || '0';
  const decimals = rawDecimals === '' ? '00' : rawDecimals;
  return `${group(integer)}.${decimals}`;
}

/** A number of yuan as money text: 12500000 → 12,500,000.00. */
export function formatAmount(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const [integer = '0', decimals = '00'] = Math.abs(amount).toFixed(2).split('.');
  return `${amount < 0 ? '-' : ''}${group(integer)}.${decimals}`;
}
