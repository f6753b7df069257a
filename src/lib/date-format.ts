/**
 * Dates as the portal shows them (spec 9: default yyyy-MM-dd). Server texts
 * ('2026-11-21', '2026-11-21 09:20:00', '2026-11-21T09:20:00') are read as written, never
 * through a time zone; Date objects and epoch milliseconds are shown in local time. Anything
 * unreadable gives ''. Pure: no React.
 */

const TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

interface Parts {
  y: string;
  mo: string;
  d: string;
  h: string;
  mi: string;
  s: string;
}

function validDay(y: number, mo: number, d: number): boolean {
  if (mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

function partsOf(value: string | number | Date | null | undefined): Parts | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const text = value.trim();
    const m = TEXT.exec(text) ?? COMPACT.exec(text);
    if (!m) return null;
    const [, y = '', mo = '', d = '', h = '00', mi = '00', s = '00'] = m;
    if (!validDay(Number(y), Number(mo), Number(d))) return null;
    if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
    return { y, mo, d, h, mi, s };
  }
  const date = typeof value === 'number' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return {
    y: String(date.getFullYear()),
    mo: pad(date.getMonth() + 1),
    d: pad(date.getDate()),
    h: pad(date.getHours()),
    mi: pad(date.getMinutes()),
    s: pad(date.getSeconds()),
  };
}

/** yyyy-MM-dd */
export function formatDate(value: string | number | Date | null | undefined): string {
  const p = partsOf(value);
  return p ? `${p.y}-${p.mo}-${p.d}` : '';
}

/** yyyy-MM-dd HH:mm:ss */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const p = partsOf(value);
  return p ? `${p.y}-${p.mo}-${p.d} ${p.h}:${p.mi}:${p.s}` : '';
}

/** yyyy-MM */
export function formatMonth(value: string | number | Date | null | undefined): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}$/.test(value.trim())) {
    const [y = '', mo = ''] = value.trim().split('-');
    return Number(mo) >= 1 && Number(mo) <= 12 ? `${y}-${mo}` : '';
  }
  const p = partsOf(value);
  return p ? `${p.y}-${p.mo}` : '';
}
