/** URL constants of the auth/user domain (spec 7.1), relative to the API base; shared with the mocks. */
export const AUTH_URLS = {
  querySysConfig: 'sys/querySysConfig',
  // Login (public)
  login: 'user/login/v2',
  newImageVerificationCode: 'user/newImageVerificationCode',
  verifyLoginSmsCode: 'user/verifyLoginSmsCode/v2',
  resendLoginSmsCode: 'user/resendLoginSmsCode',
  queryInstList: 'user/queryInstList',
  setLoginInst: 'user/setLoginInst/v2',
  // QR (WeChat) login (public)
  qrImageScanStatus: 'user/qrImageScanStatus/v2',
  getWechatAuthStatus: 'user/getWechatAuthStatus',
  setInstAfterScan: 'user/setInstAfterScan/v2',
  // First login (public, with the login ticket)
  firstLoginQueryMobileNumber: 'user/firstLogin/queryMobileNumber',
  firstLoginSendSmsCode: 'user/firstLogin/sendSmsCode',
  firstLoginVerifyCode: 'user/firstLogin/verifyCode',
  firstLoginSetPassword: 'user/firstLogin/setPassword',
  // Password recovery (public)
  pwdRecallVerifyPhone: 'user/pwdrecall/verifyPhone',
  pwdRecallResendSmsCode: 'user/pwdrecall/resendSmsCode',
  pwdRecallVerifySmsCode: 'user/pwdrecall/verifySmsCode',
  pwdRecallResetPassword: 'user/pwdrecall/resetPassword',
  // Session
  status: 'user/status',
  logout: 'user/logout',
  authc: 'user/authc',
  /**
   * Path chosen by us: spec 7 names no call for the lock screen, but a lock kept only in the
   * browser is lifted by deleting a storage key; the server must hold it (until user/authc).
   */
  lock: 'user/lock',
  resetPassword: 'user/resetPassword',
  profile: 'user/profile',
  adminAuth: 'user/admin/auth',
  switchInst: 'inst/switch/v2',
  /** Path chosen by us: the spec leaves it unnamed. */
  queryUserTips: 'user/queryUserTips',
} as const;
