/** Addresses the end-to-end tests use (ports of ../shared/qa-contract.md). */
export const PORTAL_URL = process.env.E2E_BASE_URL ?? 'http://localhost:5173';
export const MOCK_URL = 'http://localhost:7100';
/** The static demo build (npm run build:demo), served by npm run preview:demo. */
export const DEMO_URL = 'http://localhost:4175';
