import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/global.css';
import './config/env';
import { loadHttp } from './lib/http-client';
import { ensureLangCookie } from './lib/token-cookie';

async function boot(): Promise<void> {
  ensureLangCookie();
  // axios loads beside the first render instead of before it; a failure is the first call's.
  loadHttp().catch(() => {});
  // Compared literally so that a server-mode build drops the mock backend entirely.
  if (import.meta.env.VITE_MOCK === 'worker') {
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
