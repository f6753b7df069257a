/** Route paths of the shell (spec 2.1). */
export const PATHS = {
  login: '/login',
  forget: '/forget',
  changePass: '/changePass',
  locking: '/locking',
  create: '/create',
  home: '/',
  main: '/main',
  error403: '/error/403',
  error404: '/error/404',
  error405: '/error/405',
} as const;
