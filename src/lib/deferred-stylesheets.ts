/**
 * Stylesheets a prerendered page holds back until its scripts have hydrated it
 * (scripts/prerender-login.ts). The page paints from the rules inlined in its head; antd's whole
 * sheet (960 KB raw) is a link whose address waits in `data-href`, which no browser downloads
 * (a `disabled` link is still fetched by Chromium 150): a sheet that applies holds the module
 * scripts until it is in and parsed, and a print-only one is still parsed while they compile
 * (the login form answered 20 to 30 ms later at 40 ms round trip). Once React has the page, the
 * sheet loads for the pages that follow.
 */
export const DEFERRED_SHEET_ATTR = 'data-after-hydration';
/** Where a held-back sheet's address waits (a link without href is fetched by no browser). */
export const DEFERRED_HREF_ATTR = 'data-href';

/** Loads and applies every held-back stylesheet of the document. */
export function enableDeferredStylesheets(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_SHEET_ATTR}]`)) {
    const href = link.getAttribute(DEFERRED_HREF_ATTR);
    link.removeAttribute(DEFERRED_SHEET_ATTR);
    link.removeAttribute(DEFERRED_HREF_ATTR);
    if (href) link.setAttribute('href', href);
  }
}
