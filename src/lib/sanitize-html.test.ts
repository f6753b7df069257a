import { describe, expect, it } from 'vitest';
import { HTML_PAYLOADS } from '../../test/support/hostile-payloads';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('meets at least 30 payloads', () => {
    expect(HTML_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(HTML_PAYLOADS)('defuses %s', (payload) => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(payload);
    expect(
      host.querySelector(
        'script, iframe, form, input, select, textarea, button, object, embed, style, base, meta, link, template',
      ),
    ).toBeNull();
    for (const element of Array.from(host.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(attribute.name).not.toBe('style');
        expect(attribute.name).not.toMatch(/formaction|xlink:href/i);
        expect(attribute.value).not.toMatch(/javascript:|vbscript:|data:/i);
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
