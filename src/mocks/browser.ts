/** MSW in the browser (VITE_MOCK=worker): the static demo build answers /api/ itself. */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

export const worker = setupWorker(...handlers);

export async function startWorker(): Promise<void> {
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    quiet: true,
    // qiankun fetches sub-application entries from other origins: let everything else pass.
    onUnhandledRequest: 'bypass',
  });
}
