/**
 * MSW in the browser (VITE_MOCK=worker): the static demo build answers /api/ itself, with the
 * admin API of the QA contract (faults, the journal, scenarios) at /__mock__/ on its own
 * origin, the same module as the HTTP mock server's.
 */
import { setupWorker } from 'msw/browser';
import { servedHandlers } from './admin/mock-response';

export const worker = setupWorker(...servedHandlers);

export async function startWorker(): Promise<void> {
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    quiet: true,
    // qiankun fetches sub-application entries from other origins: let everything else pass.
    onUnhandledRequest: 'bypass',
  });
}
