/**
 * Rich text from the server (notices, notice letters, home hints, business descriptions,
 * agreements) made safe to render (OWASP ASVS 1.3.1): rendering it runs nothing and sends
 * nothing.
 *
 * - An allow-list of the tags and attributes such text uses (paragraphs, emphasis, headings,
 *   lists, tables, links, pictures); no style, class or id, no forms, frames, media, <base>,
 *   <meta>, <link>, and no SVG or MathML (the namespaces of mutation XSS).
 * - Links and pictures pass src/policy/rich-text-url.ts: a link goes to another host over
 *   http(s), to a page of this site outside the API, or to a notice hash (#/..., spec 2.6); a
 *   picture comes from this site, outside the API. The URL is written back as decided.
 * - Every link that leaves the page opens a new window with rel="noopener noreferrer".
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { env } from '@/config/env';
import { decideRichTextUrl, type RichTextUrlKind } from '@/policy/rich-text-url';

export const RICH_TEXT_TAGS: readonly string[] = [
  'p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code',
  'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'li',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'a', 'img',
]; // prettier-ignore

export const RICH_TEXT_ATTRIBUTES: readonly string[] = [
  'href', 'src', 'alt', 'title', 'width', 'height',
  'colspan', 'rowspan', 'border', 'cellpadding', 'cellspacing',
]; // prettier-ignore

/** The decision for a URL of the rendered page (origin and API base of this portal). */
export function safeRichTextUrl(value: string, kind: RichTextUrlKind): string | null {
  return decideRichTextUrl(value, kind, { origin: window.location.origin, apiBase: env.apiBase });
}

function keepUrl(node: Element, attribute: string, kind: RichTextUrlKind): string | null {
  const value = node.getAttribute(attribute);
  if (value === null) return null;
  const kept = safeRichTextUrl(value, kind);
  if (kept === null) node.removeAttribute(attribute);
  else node.setAttribute(attribute, kept);
  return kept;
}

function checkUrls(node: Element): void {
  if (node.tagName === 'IMG') keepUrl(node, 'src', 'resource');
  if (node.tagName !== 'A') return;
  const href = keepUrl(node, 'href', 'link');
  if (href !== null && !href.startsWith('#')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
}

let purifier: Purifier | undefined;

/** A DOMPurify of its own, so that its hook never touches another user of the library. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element) checkUrls(node);
  });
  return purifier;
}

export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    ALLOW_SELF_CLOSE_IN_ATTR: false,
    SAFE_FOR_TEMPLATES: false,
    WHOLE_DOCUMENT: false,
    RETURN_DOM: false,
  });
}
