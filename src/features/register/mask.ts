/** Masks for read-only display: enough to recognise a number, not to copy it. */
import { normalizeIdNumber } from '@/lib/id-number';

/** 44030519900105028X → 4403**********028X */
export function maskIdNo(idNo: string): string {
  const value = normalizeIdNumber(idNo);
  if (value.length <= 8) return value;
  return `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}`;
}

/** 13912345678 → 139****5678 */
export function maskMobile(mobile: string): string {
  const value = mobile.trim();
  if (value.length < 7) return value;
  return `${value.slice(0, 3)}****${value.slice(-4)}`;
}
