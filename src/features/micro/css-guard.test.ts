import { describe, expect, it, vi } from 'vitest';
import { microAppsOf, type MicroAppRegistration } from '@/config/micro-apps';
import { GUARD_MARK } from '@/lib/subapp-selector';
import { guardAppStyles, styleGuardOf, withCssGuard } from './css-guard';
import { eachReturns } from '../../../test/support/each-returns';

const APPS = microAppsOf(
  {
    ds: 'http://localhost:7101/ds/',
    iservice: 'http://localhost:7102/iservice/index.html',
    tgypt: 'http://localhost:7103/tgypt/',
  },
  { iservice: 'none', tgypt: 'scoped' },
);
const ds = APPS[0] as MicroAppRegistration;
const CSS = 'body { font-size: 12px } .a { color: red }';

function answer(body: string, type: string, status = 200): Response {
  return new Response(body, { status, headers: { 'content-type': type } });
}

describe('styleGuardOf', () => {
  eachReturns('%s -> %s', (url) => styleGuardOf(url, APPS), [
    ['http://localhost:7101/ds/assets/index.css', 'guard'],
    ['http://localhost:7102/iservice/assets/a.css', 'none'],
    ['http://localhost:7102/static/a.css', 'none'],
    ['http://localhost:7103/tgypt/a.css', 'scoped'],
    ['https://cdn.example/a.css', 'guard'],
  ]);
});

describe('withCssGuard', () => {
  it("rewrites a guarded app's stylesheet", async () => {
    const fetch = withCssGuard(async () => answer(CSS, 'text/css; charset=utf-8'), APPS);
    const text = await (await fetch('http://localhost:7101/ds/index.css')).text();
    expect(text).toContain(GUARD_MARK);
    expect(text).not.toMatch(/^body/m);
  });

  it('knows a stylesheet by its .css name when the type is missing', async () => {
    const fetch = withCssGuard(async () => answer(CSS, ''), APPS);
    expect(await (await fetch('http://localhost:7101/ds/a.css?t=1')).text()).toContain(GUARD_MARK);
  });

  it("rewrites only the <style> blocks of a guarded app's entry HTML", async () => {
    const html = `<html><head><style>${CSS}</style></head><body><div id="root"></div></body></html>`;
    const fetch = withCssGuard(async () => answer(html, 'text/html'), APPS);
    const text = await (await fetch('http://localhost:7101/ds/')).text();
    expect(text).toMatch(/^<html><head><style>[^<]*__qiankun_microapp_wrapper_for_/);
    expect(text).toContain('</style></head><body><div id="root"></div></body></html>');
  });

  it('gives back the very answer for a trusted app, a script and an error', async () => {
    const answers = [
      answer(CSS, 'text/css'),
      answer('var a = "body{}"', 'application/javascript'),
      answer(CSS, 'text/css', 404),
    ];
    const urls = [
      'http://localhost:7102/iservice/a.css',
      'http://localhost:7101/ds/a.js',
      'http://localhost:7101/ds/b.css',
    ];
    for (const [i, original] of answers.entries()) {
      const fetch = withCssGuard(async () => original, APPS);
      expect(await fetch(urls[i]!)).toBe(original);
    }
  });
});

async function flush(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('guardAppStyles', () => {
  function wrapper(): HTMLElement {
    const element = document.createElement('div');
    element.id = '__qiankun_microapp_wrapper_for_ds__';
    document.body.append(element);
    return element;
  }

  it('rewrites the styles the app adds or changes, until disposed', async () => {
    const element = wrapper();
    const dispose = guardAppStyles(element, ds);
    const style = document.createElement('style');
    style.textContent = CSS;
    element.append(style);
    await flush();
    expect(style.textContent).toContain(GUARD_MARK);
    style.textContent = '.b { margin: 0 }';
    await flush();
    expect(style.textContent).toMatch(/^\.b:where\(/);
    dispose();
    style.textContent = '.c { margin: 0 }';
    await flush();
    expect(style.textContent).toBe('.c { margin: 0 }');
    element.remove();
  });

  it('rewrites the styles already in the wrapper', () => {
    const element = wrapper();
    element.innerHTML = `<div><style>${CSS}</style></div>`;
    const dispose = guardAppStyles(element, ds);
    expect(element.querySelector('style')!.textContent).toContain(GUARD_MARK);
    dispose();
    element.remove();
  });

  it('switches a linked stylesheet off and puts its rewritten text after it', async () => {
    const element = wrapper();
    const fetchText = vi.fn(async () => CSS);
    const dispose = guardAppStyles(element, ds, { fetchText });
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = 'http://localhost:7101/ds/late.css';
    element.append(link);
    await flush();
    expect(link.media).toBe('not all');
    expect(fetchText).toHaveBeenCalledWith('http://localhost:7101/ds/late.css');
    const style = link.nextElementSibling as HTMLStyleElement;
    expect(style.dataset.guardedHref).toBe(link.href);
    expect(style.textContent).toContain(GUARD_MARK);
    dispose();
    element.remove();
  });

  it('leaves a trusted app alone', async () => {
    const element = wrapper();
    const dispose = guardAppStyles(element, APPS[1]!);
    element.innerHTML = `<style>${CSS}</style>`;
    await flush();
    expect(element.querySelector('style')!.textContent).toBe(CSS);
    dispose();
    element.remove();
  });
});
