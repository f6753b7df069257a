import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { env } from './config/env';
import { ensureLangCookie } from './lib/token-cookie';

async function boot(): Promise<void> {
  ensureLangCookie();
  if (env.mock === 'worker') {
    const { startWorker } = await import('./mocks/browser');
    await startWorker();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
