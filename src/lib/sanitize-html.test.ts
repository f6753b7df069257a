import { describe, expect, it } from 'vitest';
import { HTML_PAYLOADS } from '../../test/support/hostile-payloads';
import { mockToday } from '../mocks/clock';
import { seedDates } from '../mocks/db/seed-dates';
import { seedNotices } from '../mocks/db/seed-system-notices';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  safeRichTextUrl,
  sanitizeHtml,
} from './sanitize-html';

/** The sanitised text parsed as React's dangerouslySetInnerHTML parses it. */
function render(html: string): HTMLDivElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

/** Tags and attributes the text may carry after sanitising (target and rel are set by it). */
const TAGS = new Set(RICH_TEXT_TAGS.map((tag) => tag.toUpperCase()));
const ATTRIBUTES = new Set([...RICH_TEXT_ATTRIBUTES, 'target', 'rel']);

describe('sanitizeHtml', () => {
  it('meets at least 70 payloads', () => {
    expect(HTML_PAYLOADS.length).toBeGreaterThanOrEqual(70);
  });

  it.each(HTML_PAYLOADS)('defuses %s', (payload) => {
    const host = render(payload);
    // Parsed a second time (mutation XSS): still the same, harmless text.
    expect(sanitizeHtml(host.innerHTML)).toBe(host.innerHTML);
    for (const element of Array.from(host.querySelectorAll('*'))) {
      expect(TAGS.has(element.tagName), element.tagName).toBe(true);
      expect(element.namespaceURI).toBe('http://www.w3.org/1999/xhtml');
      for (const attribute of Array.from(element.attributes)) {
        expect(ATTRIBUTES.has(attribute.name), attribute.name).toBe(true);
        expect(attribute.value).not.toMatch(/javascript:|vbscript:|data:|blob:/i);
        // Another host only as a link's target, which sends nothing until it is followed.
        if (element.tagName !== 'A' || attribute.name !== 'href') {
          expect(attribute.value).not.toMatch(/evil\.example|\/api\//i);
        }
      }
      const href = element.getAttribute('href');
      if (href !== null) expect(safeRichTextUrl(href, 'link')).toBe(href);
      const src = element.getAttribute('src');
      if (src !== null) expect(safeRichTextUrl(src, 'resource')).toBe(src);
    }
  });

  it('keeps the formatting and the links a notice needs', () => {
    const host = render(
      '<h4>标题</h4><p>请进入 <a href="#/dgtwj" target="_top">多托管文件签收</a>，<strong>尽快</strong>确认。</p>' +
        '<ul><li><a href="https://www.amac.org.cn" target="_top">协会</a></li>' +
        '<li><a href="/iservice/cpgl/glrzhwh">账户维护</a></li></ul>' +
        '<table border="1" cellpadding="6"><tbody><tr><td colspan="2">费用</td></tr></tbody></table>' +
        '<img src="/static/notice.png" alt="图示">',
    );
    expect(host.querySelector('h4')?.textContent).toBe('标题');
    expect(host.querySelector('strong')?.textContent).toBe('尽快');
    const hash = host.querySelector('a[href="#/dgtwj"]');
    expect(hash).not.toBeNull();
    expect(hash?.hasAttribute('target')).toBe(false);
    for (const href of ['https://www.amac.org.cn/', '/iservice/cpgl/glrzhwh']) {
      const link = host.querySelector(`a[href="${href}"]`);
      expect(link?.getAttribute('target')).toBe('_blank');
      expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(host.querySelector('table')?.getAttribute('border')).toBe('1');
    expect(host.querySelector('td')?.getAttribute('colspan')).toBe('2');
    expect(host.querySelector('img')?.getAttribute('src')).toBe('/static/notice.png');
  });

  it('writes a kept URL back as decided, and drops a refused one', () => {
    const host = render(
      '<a href="  HTTPS://WWW.AMAC.ORG.CN/a">x</a><a href="/\t/evil.example.com">y</a>' +
        '<a href="mailto:service@example.com">z</a><img src="/api/user/addProdSet?setName=X&pdCodes=">',
    );
    const [kept, offSite, mail] = Array.from(host.querySelectorAll('a'));
    expect(kept?.getAttribute('href')).toBe('https://www.amac.org.cn/a');
    expect(offSite?.hasAttribute('href')).toBe(false);
    expect(offSite?.hasAttribute('target')).toBe(false);
    expect(mail?.hasAttribute('href')).toBe(false);
    expect(host.querySelector('img')?.hasAttribute('src')).toBe(false);
  });

  it('keeps every seeded notice readable: its text, tables, lists and links', () => {
    for (const notice of seedNotices(seedDates(mockToday())).sysNotices) {
      if (notice.content.includes('富文本安全检查')) continue;
      const source = document.createElement('div');
      source.innerHTML = notice.content;
      const host = render(notice.content);
      expect(host.textContent, notice.noticeId).toBe(source.textContent);
      for (const tag of ['table', 'td', 'li', 'strong', 'a']) {
        expect(host.querySelectorAll(tag).length, `${notice.noticeId} ${tag}`).toBe(
          source.querySelectorAll(tag).length,
        );
      }
      for (const link of Array.from(host.querySelectorAll('a'))) {
        expect(link.getAttribute('href'), notice.noticeId).toMatch(/^(#\/|https:\/\/)/);
      }
    }
  });

  it('leaves other users of DOMPurify alone', async () => {
    const { default: DOMPurify } = await import('dompurify');
    render('<a href="https://www.amac.org.cn">x</a>');
    expect(DOMPurify.sanitize('<a href="mailto:a@b.c">x</a>')).toContain('mailto:a@b.c');
  });
});
