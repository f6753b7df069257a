/**
 * Typed, validated environment of the portal. Every variable is documented in .env.example
 * and the README; an invalid value fails fast at start-up with a message naming it.
 */

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
}

type RawEnv = Record<string, string | boolean | undefined>;

export class EnvError extends Error {
  override name = 'EnvError';
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
  return { apiBase: apiBase.endsWith('/') ? apiBase : `${apiBase}/`, mock, diagnostics };
}

export const env: PortalEnv = parseEnv(import.meta.env as RawEnv);
