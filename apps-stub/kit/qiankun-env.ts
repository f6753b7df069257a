/** qiankun sets this flag on the sandbox window before it runs a sub-application's scripts. */
declare global {
  interface Window {
    __POWERED_BY_QIANKUN__?: boolean;
  }
}

export function isUnderQiankun(): boolean {
  return Boolean(window.__POWERED_BY_QIANKUN__);
}
