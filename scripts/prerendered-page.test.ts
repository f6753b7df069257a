import { describe, expect, it } from 'vitest';
import { withDeferredStylesheets, withPrerenderedPage } from './prerendered-page';

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

describe('withDeferredStylesheets', () => {
  const PAGE =
    '<html><head><link rel="stylesheet" href="/assets/head.css"><style>.a{}</style></head>' +
    '<body><div id="portal-root"></div>' +
    '<link rel="stylesheet" crossorigin href="/assets/antd-1.css">' +
    '<link rel="stylesheet" crossorigin href="/assets/login-2.css">' +
    '<link rel="stylesheet" media="print" href="/assets/print.css"></body></html>';

  it('holds back the sheets of the body, their address in data-href, and leaves the head alone', () => {
    expect(withDeferredStylesheets(PAGE)).toBe(
      '<html><head><link rel="stylesheet" href="/assets/head.css"><style>.a{}</style></head>' +
        '<body><div id="portal-root"></div>' +
        '<link data-after-hydration rel="stylesheet" crossorigin data-href="/assets/antd-1.css">' +
        '<link data-after-hydration rel="stylesheet" crossorigin data-href="/assets/login-2.css">' +
        '<link rel="stylesheet" media="print" href="/assets/print.css"></body></html>',
    );
  });

  it('refuses a page whose body links no stylesheet (the build changed: nothing to hold back)', () => {
    expect(() => withDeferredStylesheets('<html><head></head><body></body></html>')).toThrow(
      /no stylesheet link in its body/,
    );
  });
});
