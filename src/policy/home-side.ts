/**
 * The side of the switchable home view (smgm) the user chose, kept in session storage so that
 * a reload shows the same side. Pure: what a stored value means.
 */
import type { HomeSide } from './home-layout';

const SIDES: readonly HomeSide[] = ['private', 'public'];

/** The stored side, or null when nothing (or anything but a side) is stored. */
export function parseHomeSide(raw: string | null): HomeSide | null {
  return SIDES.find((side) => side === raw) ?? null;
}
