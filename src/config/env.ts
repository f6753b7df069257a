/**
 * Typed, validated environment of the portal. Every variable is documented in .env.example
 * and the README; an invalid value fails fast at start-up with a message naming it.
 */
import { defaultEntry, SUB_APP_NAMES, type SubAppName } from '@contract';

export type MockMode = 'server' | 'worker';

export interface PortalEnv {
  /** Base of every API call: site origin plus /api/ by default. */
  apiBase: string;
  /** Where the mock API lives: 'server' (HTTP mock on port 7100 behind the /api/ proxy) or 'worker' (MSW in the browser, static demo build). */
  mock: MockMode;
  /**
   * Development and mock (demo) builds only: QA diagnostics such as the rule that forbade a page
   * on the 403 page. Never in a production build.
   */
  diagnostics: boolean;
  /**
   * Entry HTML of each sub-application (VITE_DS_ENTRY, VITE_ISERVICE_ENTRY, VITE_TGYPT_ENTRY),
   * an absolute http(s) URL or a path of the portal's origin; default the contract's
   * defaultEntry (the stubs of `npm start` / `npm run preview`).
   */
  microEntries: Record<SubAppName, string>;
}

type RawEnv = Record<string, string | boolean | undefined>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** The variable that names the entry of a sub-application: VITE_ISERVICE_ENTRY. */
export function entryVariableOf(app: SubAppName): string {
  return `VITE_${app.toUpperCase()}_ENTRY`;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '';
  } catch {
    return false;
  }
}

function parseEntry(raw: RawEnv, app: SubAppName): string {
  const name = entryVariableOf(app);
  const value = String(raw[name] ?? '').trim() || defaultEntry(app);
  // A path of this origin ('/ds/', not '//host') or an absolute http(s) URL, nothing else.
  const isPath = value.startsWith('/') && !value.startsWith('//');
  if ((!isPath && !isHttpUrl(value)) || /\s/.test(value)) {
    throw new EnvError(
      `${name} must be an http(s):// URL or a path starting with /, got "${value}"`,
    );
  }
  return value;
}

export function parseEnv(raw: RawEnv): PortalEnv {
  const apiBase = String(raw.VITE_API_BASE ?? '').trim() || '/api/';
  if (!/^(\/|https?:\/\/)/.test(apiBase)) {
    throw new EnvError(`VITE_API_BASE must start with / or http(s)://, got "${apiBase}"`);
  }
  const mock = String(raw.VITE_MOCK ?? '').trim() || 'server';
  if (mock !== 'server' && mock !== 'worker') {
    throw new EnvError(`VITE_MOCK must be "server" or "worker", got "${mock}"`);
  }
  const diagnostics = raw.DEV === true || raw.MODE === 'development' || raw.MODE === 'demo';
  const microEntries = Object.fromEntries(
    SUB_APP_NAMES.map((app) => [app, parseEntry(raw, app)]),
  ) as Record<SubAppName, string>;
  return {
    apiBase: apiBase.endsWith('/') ? apiBase : `${apiBase}/`,
    mock,
    diagnostics,
    microEntries,
  };
}

export const env: PortalEnv = parseEnv(import.meta.env as RawEnv);
