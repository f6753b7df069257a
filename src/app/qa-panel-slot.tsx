/**
 * Where the QA panel (src/features/qa-panel) joins the page, in development and demo builds only
 * (./app.tsx loads this module behind a build-time gate). The panel's code loads once the page
 * is up (the window's load, then an idle moment), never in the way of the first render.
 */
import { lazy, Suspense, useEffect, useState } from 'react';

const QaLauncher = lazy(() => import('@/features/qa-panel/qa-launcher'));

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}

export default function QaPanelSlot() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const start = () => {
      cancel = whenIdle(() => setReady(true));
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancel();
    };
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <QaLauncher />
    </Suspense>
  ) : null;
}
