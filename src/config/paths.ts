/** Route paths of the shell (spec 2.1). */
export const PATHS = {
  login: '/login',
  forget: '/forget',
  changePass: '/changePass',
  locking: '/locking',
  create: '/create',
  home: '/',
  main: '/main',
  personalCenter: '/Settings/PersonalCenter',
  settingsChangePass: '/Settings/ChangePass',
  menuSet: '/menuSet',
  yzzyfwzq: '/yzzyfwzq',
  zxbm: '/zxbm',
  /** The raised-account check page (spec 2.7) */
  raiseAccCheck: '/raiseAccCheck',
  maintenance: '/maintenance',
  error403: '/error/403',
  error404: '/error/404',
  error405: '/error/405',
} as const;
