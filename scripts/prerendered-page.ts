/** Writing a prerendered page into the built index.html (scripts/prerender-login.ts). */
import type { PrerenderedPage } from '../src/app/prerender-login';
import { PORTAL_ROOT_ID } from '../src/config/portal-root';
import { DEFERRED_HREF_ATTR, DEFERRED_SHEET_ATTR } from '../src/lib/deferred-stylesheets';

const ROOT_ELEMENT = `<div id="${PORTAL_ROOT_ID}"></div>`;

/**
 * index.html with the page's markup in the portal's root element, marked with the path it was rendered for (main.tsx
 * hydrates it only there), and the page's styles at the end of the head.
 */
export function withPrerenderedPage(
  indexHtml: string,
  page: PrerenderedPage,
  path: string,
): string {
  if (!indexHtml.includes(ROOT_ELEMENT) || !indexHtml.includes('</head>')) {
    throw new Error(`index.html has no empty ${ROOT_ELEMENT} or no </head>`);
  }
  return indexHtml
    .replace('</head>', () => `${page.styles}</head>`)
    .replace(
      ROOT_ELEMENT,
      () => `<div id="${PORTAL_ROOT_ID}" data-prerendered="${path}">${page.html}</div>`,
    );
}

const BODY_SHEET = /<link\b(?=[^>]*\brel="stylesheet")(?![^>]*\bmedia=)([^>]*)>/g;

/**
 * The page with the stylesheet links of its body (where Beasties puts the whole sheets once their
 * rules in use are inlined) held back until hydration: their address moves to `data-href`, so no
 * browser downloads them before (a `disabled` link is still fetched by Chromium 150), and they
 * are marked for `enableDeferredStylesheets` (src/lib/deferred-stylesheets.ts).
 */
export function withDeferredStylesheets(html: string): string {
  const bodyAt = html.indexOf('<body');
  if (bodyAt < 0) throw new Error('the page has no <body>');
  let held = 0;
  const body = html.slice(bodyAt).replace(BODY_SHEET, (link, rest: string) => {
    if (!/\shref="/.test(rest)) throw new Error(`a stylesheet link without href: ${link}`);
    held += 1;
    return `<link ${DEFERRED_SHEET_ATTR}${rest.replace(/\shref="/, ` ${DEFERRED_HREF_ATTR}="`)}>`;
  });
  if (held === 0) throw new Error('the page has no stylesheet link in its body to hold back');
  return html.slice(0, bodyAt) + body;
}
