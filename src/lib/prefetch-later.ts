/**
 * Runs `prefetch` once the page no longer needs the network for itself: at the user's first
 * interaction (focus, pointer, key) or `fallbackMs` after the load event, whichever comes
 * first, and once only. Never during the load, where it would compete with the page's own
 * requests (its scripts, the captcha, the settings) for the browser's few connections to the
 * server: a page is interactive only once those are in. Returns a cancel function.
 */
const INTERACTIONS = ['focusin', 'pointerdown', 'keydown'] as const;

export const PREFETCH_FALLBACK_MS = 3_000;

export function prefetchLater(prefetch: () => void, fallbackMs = PREFETCH_FALLBACK_MS): () => void {
  let timer: number | undefined;
  let done = false;
  const cancel = () => {
    done = true;
    window.clearTimeout(timer);
    window.removeEventListener('load', armTimer);
    for (const type of INTERACTIONS) document.removeEventListener(type, run, true);
  };
  function run() {
    if (done) return;
    cancel();
    prefetch();
  }
  function armTimer() {
    if (!done) timer = window.setTimeout(run, fallbackMs);
  }
  for (const type of INTERACTIONS) document.addEventListener(type, run, true);
  if (document.readyState === 'complete') armTimer();
  else window.addEventListener('load', armTimer, { once: true });
  return cancel;
}
