/** The signed-in user as the shell knows it (spec 3 user info), shared with sub-applications. */
export interface UserInfo {
  token: string;
  userId: string;
  instId: string;
  instName: string;
  userName: string;
  realName: string;
  /** 0 regular manager user; 4 internal staff (spec 3, 6) */
  userType: number;
  roleNames: string[];
  /** Institution roles, e.g. gmtgsx (spec 6) */
  instRoles: string[];
}
