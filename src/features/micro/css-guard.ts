/**
 * The portal's frame kept safe from a sub-application's global CSS (spec 2.1; the rewrite
 * itself is src/lib/subapp-css.ts), per the app's `styleGuard` (src/config/micro-apps.ts):
 *
 *   withCssGuard(fetch, registrations)  qiankun's `fetch` option: a guarded app's stylesheets
 *                 (import-html-entry fetches the entry's <link>s through it and inlines them)
 *                 and the <style> blocks of its entry HTML come back rewritten; every other
 *                 answer is the original Response, untouched
 *   guardAppStyles(wrapper, registration)  after each mount: rewrites the <style> elements the
 *                 running app adds or changes in its wrapper (qiankun's sandbox puts a sandboxed
 *                 app's dynamic styles there), and turns each <link rel="stylesheet"> added there
 *                 into a rewritten <style> (the link is switched off with media="not all" at
 *                 once, before it can apply), and the rules put into a <style>'s sheet with
 *                 insertRule (CSS-in-JS in its fast mode: ./cssom-guard.ts), which it also
 *                 gives back to a style element that comes back empty at a remount (for a
 *                 trusted app, `none`, that is all it does); returns the disposer
 *
 * Not covered: styles an app adds outside its wrapper (an ES-module app run outside the sandbox
 * by vite-plugin-qiankun in dev mode injects them into document.head; its production build
 * links them from the entry, which is covered) and the sheets an @import pulls in. The portal's own base styles (global.css) are
 * the second line for those.
 */
import { SUBAPP_CONTAINER, type MicroAppRegistration, type StyleGuard } from '@/config/micro-apps';
import { PORTAL_ROOT_ID } from '@/config/portal-root';
import { guardStylesheet } from '@/lib/subapp-css';
import { guardSheetRules } from './cssom-guard';
import { guardTargets, type GuardTargets } from '@/lib/subapp-selector';

type Fetch = typeof window.fetch;

/** The rewrite's targets for a mode; null for `none`. */
export function targetsFor(mode: StyleGuard): GuardTargets | null {
  if (mode === 'none') return null;
  return guardTargets(PORTAL_ROOT_ID, SUBAPP_CONTAINER, mode === 'guard');
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * The mode of the app a URL belongs to: the registration whose entry folder holds it, else one
 * on the same origin (its assets may sit beside the entry folder). A URL of no registration gets
 * the default `guard`: only sub-applications' files go through qiankun's fetch, and an app's
 * assets on a CDN are still that app's.
 */
export function styleGuardOf(
  url: string,
  registrations: readonly MicroAppRegistration[],
  base = window.location.href,
): StyleGuard {
  let target: URL;
  try {
    target = new URL(url, base);
  } catch {
    return 'guard';
  }
  const entries = registrations.map((registration) => {
    const entry = new URL(registration.entry, base);
    return { registration, folder: entry.href.slice(0, entry.href.lastIndexOf('/') + 1), entry };
  });
  const byFolder = entries.find(({ folder }) => target.href.startsWith(folder));
  const byOrigin = entries.filter(({ entry }) => entry.origin === target.origin);
  if (byFolder) return byFolder.registration.styleGuard;
  if (byOrigin.some(({ registration }) => registration.styleGuard === 'guard')) return 'guard';
  return byOrigin[0]?.registration.styleGuard ?? 'guard';
}

const STYLE_BLOCK = /(<style\b[^>]*>)([\s\S]*?)(<\/style\s*>)/gi;

/** A sheet's text rewritten, or the text itself if the browser could not take it. */
function safeGuard(css: string, targets: GuardTargets): string {
  try {
    return guardStylesheet(css, targets);
  } catch (error) {
    console.warn('[micro] a stylesheet could not be guarded, kept as it is', error);
    return css;
  }
}

/** The inline <style> blocks of an entry HTML, rewritten (the rest byte for byte). */
export function guardHtmlStyles(html: string, targets: GuardTargets): string {
  return html.replace(
    STYLE_BLOCK,
    (_, open: string, css: string, close: string) =>
      `${open}${safeGuard(css, targets).replace(/<\/style/gi, '<\\/style')}${close}`,
  );
}

function kindOf(url: string, response: Response): 'css' | 'html' | null {
  const type = response.headers.get('content-type') ?? '';
  if (/\btext\/css\b/i.test(type)) return 'css';
  if (/\btext\/html\b/i.test(type)) return 'html';
  try {
    if (/\.css$/i.test(new URL(url, window.location.href).pathname)) return 'css';
  } catch {
    return null;
  }
  return null;
}

/** qiankun's `fetch` option: see the file's comment. */
export function withCssGuard(fetch: Fetch, registrations: readonly MicroAppRegistration[]): Fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const url = urlOf(input);
    const targets = targetsFor(styleGuardOf(url, registrations));
    const kind = response.ok && targets ? kindOf(url, response) : null;
    if (!targets || !kind) return response;
    const text = await response.text();
    const guarded = kind === 'css' ? safeGuard(text, targets) : guardHtmlStyles(text, targets);
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    return new Response(guarded, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}

export interface GuardAppStylesOptions {
  /** Fetches a linked stylesheet's text (tests pass their own) */
  fetchText?: (href: string) => Promise<string>;
}

const defaultFetchText = async (href: string) => {
  const response = await window.fetch(href);
  if (!response.ok) throw new Error(`${href}: HTTP ${response.status}`);
  return response.text();
};

/**
 * The text each style element got from the guard (seeing it again is the guard's own write),
 * and the style that stands for each link: kept across mounts, as qiankun keeps the elements.
 */
const written = new WeakMap<HTMLStyleElement, string>();
const converted = new WeakMap<HTMLLinkElement, HTMLStyleElement>();

/** guardAppStyles: see the file's comment. */
export function guardAppStyles(
  wrapper: HTMLElement,
  registration: MicroAppRegistration,
  { fetchText = defaultFetchText }: GuardAppStylesOptions = {},
): () => void {
  const targets = targetsFor(registration.styleGuard);
  const guardText = targets ? (css: string) => safeGuard(css, targets) : null;

  function guardStyle(style: HTMLStyleElement): void {
    const text = style.textContent;
    if (guardText && text && written.get(style) !== text) {
      const guarded = guardText(text);
      written.set(style, guarded);
      if (guarded !== text) style.textContent = guarded;
    }
    guardSheetRules(style, guardText);
  }

  function guardLink(link: HTMLLinkElement): void {
    const known = converted.get(link);
    if (known) {
      if (!known.isConnected && link.isConnected && known.textContent) link.after(known);
      return;
    }
    if (!guardText || !/\bstylesheet\b/i.test(link.rel) || !link.href) return;
    const style = document.createElement('style');
    style.dataset.guardedHref = link.href;
    if (link.media && link.media !== 'not all') style.media = link.media;
    converted.set(link, style);
    link.media = 'not all';
    fetchText(link.href).then(
      (css) => {
        style.textContent = guardText(css);
        written.set(style, style.textContent);
        if (link.isConnected) link.after(style);
      },
      (error: unknown) => console.warn('[micro] a linked stylesheet stays off', link.href, error),
    );
  }

  function visit(node: Node): void {
    if (node instanceof HTMLStyleElement) guardStyle(node);
    else if (node instanceof HTMLLinkElement) guardLink(node);
    else if (node instanceof Element) {
      node.querySelectorAll<HTMLStyleElement | HTMLLinkElement>('style, link').forEach(visit);
    }
  }

  function removed(node: Node): void {
    if (node instanceof HTMLLinkElement) converted.get(node)?.remove();
  }

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target;
      const owner = target instanceof HTMLStyleElement ? target : target.parentElement;
      if (owner instanceof HTMLStyleElement) guardStyle(owner);
      record.addedNodes.forEach(visit);
      record.removedNodes.forEach(removed);
    }
  });
  observer.observe(wrapper, { childList: true, subtree: true, characterData: true });
  visit(wrapper);
  return () => observer.disconnect();
}
