/**
 * Guided managers (spec 3, manager info cyrInfo: "FJMC (level; A or B means guided)"). A guided
 * institution is one the custodian's operations staff accompany more closely; the portal shows
 * it the way to the operating-guidance service zone (/yzzyfwzq) on its home page.
 *
 * The level is read as the server sends it, with surrounding spaces ignored and either case
 * accepted ('a' is A); any other level (C, ...) or none is not guided.
 */

/** The FJMC levels that mean guided (spec 3). */
export const GUIDED_LEVELS: readonly string[] = ['A', 'B'];

export function isGuidedManager(fjmc: string | null | undefined): boolean {
  if (typeof fjmc !== 'string') return false;
  return GUIDED_LEVELS.includes(fjmc.trim().toUpperCase());
}
