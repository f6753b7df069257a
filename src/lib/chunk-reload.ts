/**
 * Script chunk load failures of the shell (spec 8, 9). A lazy route's import
 * that fails (a dynamic import rejected, Vite's "Unable to preload CSS" from vite:preloadError,
 * or no answer within the spec's 120 s chunk timeout) usually means the site was deployed again
 * and the old chunk is gone: the page reloads once. A session-storage mark remembers that
 * reload, so a second failure soon after shows the error page instead: never a reload loop.
 * The error page's own button reloads without clearing the mark: one load per click.
 */
import { SCRIPT_TIMEOUT_MS } from '@/config/spec-limits';
import { reloadPage } from './page-reload';

/** Session-storage key of the last automatic reload (ms since epoch). */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';
/** A reload tried within this time does not happen again: the error page shows instead. */
export const CHUNK_RELOAD_WINDOW_MS = 5 * 60_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Messages of Chromium, Firefox and Safari for a failed dynamic import, and Vite's preload. */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (error instanceof Error) return CHUNK_FAILURE.test(`${error.name}: ${error.message}`);
  return typeof error === 'string' && CHUNK_FAILURE.test(error);
}

/** `load` (a lazy import), given up with a ChunkLoadError after `timeout` ms. */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeout: number = SCRIPT_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ChunkLoadError(`script chunk did not load within ${timeout} ms`)),
        timeout,
      );
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}

function lastReloadAt(): number | null {
  try {
    const value = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** No automatic reload for a chunk failure happened lately: one may. */
export function mayReloadForChunk(now: number = Date.now()): boolean {
  const last = lastReloadAt();
  return last === null || now - last >= CHUNK_RELOAD_WINDOW_MS || now < last;
}

let reloading = false;

/** Marks the reload and reloads (once per page, however often it is asked). */
export function reloadForChunk(now: number = Date.now(), reload: () => void = reloadPage): void {
  if (reloading) return;
  reloading = true;
  try {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without storage the mark is lost: the error page's own button still works.
  }
  reload();
}

/** Tests only: forget that this page asked for a reload. */
export function resetChunkReloadForTests(): void {
  reloading = false;
}
