/**
 * MSW in the browser (VITE_MOCK=worker): the static demo build answers /api/ itself, with the
 * admin API of the QA contract (faults, the journal, scenarios) at /__mock__/ on its own
 * origin, the same module as the HTTP mock server's.
 */
import { setupWorker } from 'msw/browser';
import { servedHandlers } from './admin/mock-response';
import { fixTokenEpoch, randomText, rotateTokenSecret } from './session';

export const worker = setupWorker(...servedHandlers);

/**
 * The demo's signing secret lives in this browser's storage: the in-page mock starts again at
 * every reload, and the session token in the cookie must stay valid across reloads and tabs.
 */
const SECRET_KEY = 'mock-api:token-secret';

function demoSecret(): string {
  try {
    const kept = localStorage.getItem(SECRET_KEY);
    if (kept) return kept;
    const fresh = randomText(32);
    localStorage.setItem(SECRET_KEY, fresh);
    return fresh;
  } catch {
    return randomText(32);
  }
}

export async function startWorker(): Promise<void> {
  const secret = demoSecret();
  rotateTokenSecret(secret);
  fixTokenEpoch(secret.slice(0, 16));
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    quiet: true,
    // qiankun fetches sub-application entries from other origins: let everything else pass.
    onUnhandledRequest: 'bypass',
  });
}
