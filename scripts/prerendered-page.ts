/** Writing a prerendered page into the built index.html (scripts/prerender-login.ts). */
import type { PrerenderedPage } from '../src/app/prerender-login';
import { PORTAL_ROOT_ID } from '../src/config/portal-root';

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
