/**
 * Rich text from the server (business descriptions, notices) made safe to render (OWASP ASVS
 * 1.3.1): DOMPurify's HTML profile, no forms, styles or frames; links keep only http(s), mailto,
 * tel, site paths and the notice hashes (#/...); a link opening a new window gets
 * rel="noopener noreferrer".
 */
import DOMPurify from 'dompurify';

const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i;

let hooked = false;

function ensureHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    for (const name of ['href', 'src', 'xlink:href', 'action', 'formaction']) {
      const value = node.getAttribute(name);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(name);
    }
    if (node.tagName === 'A' && node.getAttribute('target')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string): string {
  ensureHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
