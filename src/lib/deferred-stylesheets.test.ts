import { afterEach, describe, expect, it } from 'vitest';
import { enableDeferredStylesheets } from './deferred-stylesheets';

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('enableDeferredStylesheets', () => {
  it('enables the sheets held back and leaves the others as they are', () => {
    document.body.innerHTML =
      '<link rel="stylesheet" data-after-hydration data-href="/assets/antd.css">' +
      '<link rel="stylesheet" data-after-hydration data-href="/assets/login.css">' +
      '<link rel="stylesheet" disabled href="/assets/alternative.css">' +
      '<link rel="stylesheet" data-href="/assets/not-ours.css">';
    enableDeferredStylesheets();
    const links = [...document.querySelectorAll('link')];
    expect(links.map((link) => [link.getAttribute('href'), link.hasAttribute('disabled')])).toEqual(
      [
        ['/assets/antd.css', false],
        ['/assets/login.css', false],
        ['/assets/alternative.css', true],
        [null, false],
      ],
    );
    expect(document.querySelectorAll('[data-after-hydration]')).toHaveLength(0);
    expect(document.querySelectorAll('[data-href]')).toHaveLength(1);
  });

  it('does nothing on a page that holds none back', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/antd.css">';
    enableDeferredStylesheets();
    expect(document.head.innerHTML).toBe('<link rel="stylesheet" href="/assets/antd.css">');
  });
});
