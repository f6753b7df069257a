/** Role rules of spec 6. */

/** 管理员: any role name containing it. */
export function isAdministrator(roleNames: readonly string[]): boolean {
  return roleNames.some((name) => name.includes('管理员'));
}

/** Internal staff (userType 4) are never tracked (spec 1). */
export const INTERNAL_USER_TYPE = 4;

export function isInternalUser(userType: number): boolean {
  return userType === INTERNAL_USER_TYPE;
}

/** The business-description part of the page header is hidden for gmtgsx + 内部员工 (spec 2.6). */
export function hidesBusinessDescription(
  roleNames: readonly string[],
  instRoles: readonly string[],
): boolean {
  return instRoles.includes('gmtgsx') && roleNames.includes('内部员工');
}
