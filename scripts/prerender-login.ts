/**
 * Prerenders the login page into the production build: `<outDir>/login.html` is the
 * built index.html with the login page's markup in #portal-root, antd's theme variables and the
 * stylesheet rules that markup uses in the head, and the whole stylesheet at the end of the body,
 * applied once the page is hydrated.
 * `vite preview` serves it for /login (a `.html` file of that name wins over the SPA fallback)
 * and so does deploy/nginx.conf.template; main.tsx hydrates it. Every other path keeps the empty
 * index.html. Usage: tsx scripts/prerender-login.ts [outDir=dist] (after `vite build`).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build } from 'vite';
import type * as PrerenderModule from '../src/app/prerender-login';
import { withDeferredStylesheets, withPrerenderedPage } from './prerendered-page';

/** A first visit's storage: empty, and what is written is forgotten. */
class EmptyStorage {
  get length() {
    return 0;
  }
  key() {
    return null;
  }
  getItem() {
    return null;
  }
  setItem() {}
  removeItem() {}
  clear() {}
}

/**
 * The rules of antd's stylesheet that the page's markup uses, inlined in the head (Beasties), and
 * the whole sheet's link moved to the end of the body: the page paints without waiting for the
 * 960 KB sheet (about 120 ms at 4x CPU), which still loads for the pages that follow. No script:
 * the CSP allows none inline. The link is then held back until the page is hydrated
 * (`withDeferredStylesheets`), or it would hold the module scripts until it is in and parsed.
 */
async function withCriticalCss(html: string, outDir: string): Promise<string> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    preload: 'body',
    pruneSource: false,
    inlineFonts: false,
    reduceInlineStyles: false,
    logLevel: 'warn',
  });
  return withDeferredStylesheets(await beasties.process(html));
}

async function main(): Promise<void> {
  const outDir = resolve(process.argv[2] ?? 'dist');
  const ssrDir = mkdtempSync(join(tmpdir(), 'portal-prerender-'));
  try {
    await build({
      logLevel: 'warn',
      ssr: { noExternal: true },
      build: {
        ssr: 'src/app/prerender-login.tsx',
        outDir: ssrDir,
        emptyOutDir: true,
        copyPublicDir: false,
      },
    });
    Object.assign(globalThis, {
      localStorage: new EmptyStorage(),
      sessionStorage: new EmptyStorage(),
    });
    const entry = pathToFileURL(join(ssrDir, 'prerender-login.js')).href;
    const { prerenderLogin } = (await import(entry)) as typeof PrerenderModule;
    const page = await prerenderLogin();
    const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
    const html = await withCriticalCss(withPrerenderedPage(indexHtml, page, '/login'), outDir);
    writeFileSync(join(outDir, 'login.html'), html);
    console.log(`prerendered /login into ${join(outDir, 'login.html')} (${html.length} chars)`);
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}

await main();
