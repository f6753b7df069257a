/**
 * What the bench counts in the browser: the JavaScript and CSS a page downloads from the
 * portal (raw, and gzip level 6 as nginx sends them), and the median of the runs.
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { PORTAL } from './bench-servers';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function chromiumPath(): string | undefined {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));
}

export interface Bytes {
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
}

/** Counts the JavaScript and CSS the page downloads from now on. */
export function countBytes(page: Page): { bytes: () => Promise<Bytes> } {
  const pending: Promise<void>[] = [];
  const bytes: Bytes = { jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0 };
  page.on('response', (response) => {
    // By the file, not the resource type: Vite's modulepreload links fetch scripts as 'other'.
    const { pathname } = new URL(response.url());
    const type = pathname.endsWith('.js')
      ? 'script'
      : pathname.endsWith('.css')
        ? 'stylesheet'
        : '';
    if (!type || !response.url().startsWith(PORTAL)) return;
    pending.push(
      response
        .body()
        .then((body) => {
          const gzip = gzipSync(body, { level: 6 }).length;
          if (type === 'script') {
            bytes.jsRaw += body.length;
            bytes.jsGzip += gzip;
          } else {
            bytes.cssRaw += body.length;
            bytes.cssGzip += gzip;
          }
        })
        .catch(() => {}),
    );
  });
  return {
    bytes: async () => {
      await Promise.all(pending);
      return { ...bytes };
    },
  };
}
