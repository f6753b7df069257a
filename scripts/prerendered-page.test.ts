import { describe, expect, it } from 'vitest';
import { withPrerenderedPage } from './prerendered-page';

const INDEX =
  '<html><head><title>t</title><script type="module" src="/assets/index.js"></script></head>' +
  '<body><div id="portal-root"></div></body></html>';

describe('withPrerenderedPage', () => {
  it('puts the markup in #portal-root, marked with its path, and the styles in the head', () => {
    const page = { html: '<main>登录</main>', styles: '<style>.a{--x:1}</style>' };
    expect(withPrerenderedPage(INDEX, page, '/login')).toBe(
      '<html><head><title>t</title><script type="module" src="/assets/index.js"></script>' +
        '<style>.a{--x:1}</style></head><body><div id="portal-root" data-prerendered="/login">' +
        '<main>登录</main></div></body></html>',
    );
  });

  it('writes markup holding $ patterns as it is', () => {
    const page = { html: "<i>$& $' $1</i>", styles: '' };
    expect(withPrerenderedPage(INDEX, page, '/login')).toContain("<i>$& $' $1</i></div>");
  });

  it('refuses an index.html whose #portal-root is not empty', () => {
    const filled = INDEX.replace(
      '<div id="portal-root"></div>',
      '<div id="portal-root"><p></p></div>',
    );
    expect(() => withPrerenderedPage(filled, { html: '', styles: '' }, '/login')).toThrow(
      /no empty <div id="portal-root"><\/div>/,
    );
  });
});
