/**
 * Typed, validated environment of the portal. Every variable is documented in .env.example
 * and the README; an invalid value fails fast at start-up with a message naming it.
 */
import type { SubAppName } from '@contract';
import { EnvError, parseMicroEntries, type RawEnv } from './micro-entries';

export { EnvError, entryVariableOf } from './micro-entries';

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
  const microEntries = parseMicroEntries(raw);
  return {
    apiBase: apiBase.endsWith('/') ? apiBase : `${apiBase}/`,
    mock,
    diagnostics,
    microEntries,
  };
}

export const env: PortalEnv = parseEnv(import.meta.env as RawEnv);
