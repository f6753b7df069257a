/** Addresses the end-to-end tests use (ports of ../shared/qa-contract.md). */
import {
  defaultEntry,
  SUB_APP_NAMES,
  type SubAppName,
} from '../../../src/contract/micro-app-bases';

export const PORTAL_URL = process.env.E2E_BASE_URL ?? 'http://localhost:5173';
export const MOCK_URL = 'http://localhost:7100';
/** The static demo build (npm run build:demo), served by npm run preview:demo. */
export const DEMO_URL = 'http://localhost:4175';
/** Each stub sub-application standing alone (npm start, or `npm run stub:<app>`): http://localhost:710x/<app>/ */
export const STUB_URLS = Object.fromEntries(
  SUB_APP_NAMES.map((app) => [app, defaultEntry(app)]),
) as Record<SubAppName, string>;
