/**
 * Answers a sub-application's entry address from a folder on disk, inside one page
 * (Playwright's page.route): `serveFolderAs(page, 'ds', dist)` makes the portal's ds entry
 * (http://localhost:7101/ds/...) that folder, whatever runs on port 7101. Paths that are not a
 * file answer index.html (a single-page app opened directly on one of its routes). Every
 * answer carries CORS headers for the portal's origin with credentials: qiankun fetches the
 * entry from the portal's page, and ES-module scripts are always fetched in CORS mode.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { defaultEntry, type SubAppName } from '../../../src/contract/micro-app-bases';
import { PORTAL_URL } from './urls';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const corsHeaders = (portal: string) => ({
  'Access-Control-Allow-Origin': new URL(portal).origin,
  'Access-Control-Allow-Credentials': 'true',
  Vary: 'Origin',
});

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file a path under the entry maps to, or index.html; never a file outside `folder`. */
async function fileFor(folder: string, relativePath: string): Promise<string> {
  const candidate = normalize(join(folder, decodeURIComponent(relativePath)));
  if (candidate.startsWith(folder) && (await isFile(candidate))) return candidate;
  return join(folder, 'index.html');
}

/** `portal` is the page that mounts the app (the dev server unless said otherwise: the bench's preview). */
export async function serveFolderAs(
  page: Page,
  app: SubAppName,
  folder: string,
  portal: string = PORTAL_URL,
): Promise<void> {
  const CORS_HEADERS = corsHeaders(portal);
  const entry = new URL(defaultEntry(app));
  const root = normalize(folder);
  const handle = async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      await route.fulfill({
        status: 204,
        headers: { ...CORS_HEADERS, 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' },
      });
      return;
    }
    const { pathname } = new URL(request.url());
    const file = await fileFor(root, pathname.slice(entry.pathname.length));
    await route.fulfill({
      status: 200,
      headers: {
        ...CORS_HEADERS,
        'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-store',
      },
      body: await readFile(file),
    });
  };
  const base = entry.pathname.replace(/\/$/, '');
  await page.route(
    (url) =>
      url.origin === entry.origin && (url.pathname === base || url.pathname.startsWith(`${base}/`)),
    handle,
  );
}
