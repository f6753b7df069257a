/**
 * The one source of each sub-application's name, base and development port.
 *
 * - `name` is the qiankun app name (registerMicroApps) and the global the stub's UMD bundle
 *   exposes its lifecycles on: qiankun looks the lifecycles up under that name.
 * - `base` is both the shell's activeRule (its mount route `base/*`) and the sub-application
 *   router's basename: the two must be equal (spec 2.1), so both sides read it from here.
 * - `port` is where the stub is served on its own (QA contract); `defaultEntry` is the entry
 *   URL the shell uses when no VITE_*_ENTRY variable is set.
 */
export interface MicroAppBase {
  readonly name: string;
  /** Starts with '/', no trailing slash */
  readonly base: string;
  readonly port: number;
  /** Chinese name of the business area, for logs and standalone headers */
  readonly title: string;
}

export const MICRO_APPS = {
  ds: { name: 'ds', base: '/ds', port: 7101, title: '直销' },
  iservice: { name: 'iservice', base: '/iservice', port: 7102, title: '在线服务平台' },
  tgypt: { name: 'tgypt', base: '/tgypt', port: 7103, title: '托管业务云平台' },
} as const satisfies Record<string, MicroAppBase>;

export type SubAppName = keyof typeof MICRO_APPS;

export const SUB_APP_NAMES: readonly SubAppName[] = ['ds', 'iservice', 'tgypt'];

export function isSubAppName(value: unknown): value is SubAppName {
  return typeof value === 'string' && (SUB_APP_NAMES as readonly string[]).includes(value);
}

/** The sub-application whose base starts this portal path ('/ds' or '/ds/...'), else null. */
export function subAppOfPath(path: string): SubAppName | null {
  for (const name of SUB_APP_NAMES) {
    const { base } = MICRO_APPS[name];
    if (path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`)) return name;
  }
  return null;
}

/** The standalone (development) entry of a stub: http://localhost:<port><base>/ */
export function defaultEntry(name: SubAppName): string {
  const { port, base } = MICRO_APPS[name];
  return `http://localhost:${port}${base}/`;
}
