/**
 * A small sub-application written the way a careless team might, served in place of a stub by
 * Playwright's routing: its UMD global is not the app name, a lifecycle may throw on demand
 * (session storage `hostile-mode`: `bootstrap-throws`, `mount-throws`), a button throws an
 * uncaught error, and it logs every global state it receives while mounted (session storage
 * `hostile-log`) so a test can tell what a mounted app saw. It keeps its setGlobalState where
 * the page's scripts can call it (`window.__hostileForge`, on the real window), and in mode
 * `forge-state` it writes a forged user, token and institution at once when it mounts, with
 * values JSON cannot hold (a BigInt, a cycle, a function, a symbol).
 */
import type { Page } from '@playwright/test';
import { PORTAL_URL } from './urls';

export const HOSTILE_MODE_KEY = 'hostile-mode';
export const HOSTILE_LOG_KEY = 'hostile-log';

const SCRIPT = `
(function () {
  var log = function (entry) {
    var list = JSON.parse(sessionStorage.getItem('${HOSTILE_LOG_KEY}') || '[]');
    list.push(entry);
    sessionStorage.setItem('${HOSTILE_LOG_KEY}', JSON.stringify(list));
  };
  var mode = function () { return sessionStorage.getItem('${HOSTILE_MODE_KEY}') || ''; };
  var root = null;
  var forged = function () {
    var cycle = { name: 'HACKED' };
    cycle.self = cycle;
    return {
      user: { token: 'forged-token', userId: 'x', instId: 'x', instName: '伪造机构',
        userName: 'admin', realName: 'HACKED 张明远', userType: 4, roleNames: [], instRoles: [] },
      token: 'forged-token',
      instName: '伪造机构',
      menus: [cycle],
      tips: { taxInfo: function () { return 'HACKED'; } },
      shellEvent: { type: 'back', seq: BigInt(10), mark: Symbol('HACKED') }
    };
  };
  window.hostileApp = {
    bootstrap: function () {
      return mode() === 'bootstrap-throws' ? Promise.reject(new Error('bootstrap boom')) : Promise.resolve();
    },
    mount: function (props) {
      if (mode() === 'mount-throws') return Promise.reject(new Error('mount boom'));
      root = props.container.querySelector('#hostile-root');
      root.innerHTML = '<div data-testid="hostile-app"><span data-testid="hostile-name"></span>' +
        ' <span data-testid="hostile-inst"></span> <button data-testid="hostile-throw">出错</button></div>';
      root.querySelector('[data-testid=hostile-name]').textContent = props.name;
      document.defaultView.__hostileForge = function () { return props.setGlobalState(forged()); };
      document.defaultView.__hostilePoison = function () {
        var trap = Object.defineProperty({}, 'x', { enumerable: true, get: function () { throw new Error('trap'); } });
        try { props.setGlobalState({ menus: [trap] }); } catch (error) { return String(error); }
        return '';
      };
      props.onGlobalStateChange(function (state) {
        log({ name: props.name, token: state.token, inst: state.instName });
        if (root) root.querySelector('[data-testid=hostile-inst]').textContent = state.instName;
      }, true);
      if (mode() === 'forge-state') props.setGlobalState(forged());
      root.querySelector('[data-testid=hostile-throw]').addEventListener('click', function () {
        setTimeout(function () { throw new Error('hostile boom'); }, 0);
      });
      return Promise.resolve();
    },
    unmount: function () {
      log({ unmount: true });
      if (root) root.innerHTML = '';
      root = null;
      return Promise.resolve();
    }
  };
})();
`;

const HTML = `<!doctype html><html><head><meta charset="utf-8"></head>
<body><div id="hostile-root"></div><script src="hostile.js"></script></body></html>`;

/** Serves the hostile app for every request under `entry` (a stub's entry folder). */
export async function serveHostileApp(page: Page, entry: string): Promise<void> {
  const headers = {
    'Access-Control-Allow-Origin': PORTAL_URL,
    'Access-Control-Allow-Credentials': 'true',
  };
  await page.route(
    (url) => url.href.startsWith(entry),
    (route) => {
      const script = new URL(route.request().url()).pathname.endsWith('/hostile.js');
      return route.fulfill({
        status: 200,
        headers,
        contentType: script ? 'text/javascript' : 'text/html',
        body: script ? SCRIPT : HTML,
      });
    },
  );
}

/** The hostile app's forged write, called from the page (also after the app has left). */
export async function forgeGlobalState(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __hostileForge: () => boolean }).__hostileForge();
  });
}

/** The hostile app writes a value whose copy throws (qiankun keeps it and tells no one). */
export async function poisonGlobalState(page: Page): Promise<string> {
  return page.evaluate(() =>
    (window as unknown as { __hostilePoison: () => string }).__hostilePoison(),
  );
}

export async function setHostileMode(page: Page, mode: string): Promise<void> {
  await page.evaluate(
    ([key, value]) => sessionStorage.setItem(key!, value!),
    [HOSTILE_MODE_KEY, mode],
  );
}

export interface HostileState {
  name: string;
  token: string;
  inst: string;
}
export type HostileLogEntry = HostileState | { unmount: true };

export const isState = (entry: HostileLogEntry): entry is HostileState => !('unmount' in entry);

export async function hostileLog(page: Page): Promise<HostileLogEntry[]> {
  const text = await page.evaluate((key) => sessionStorage.getItem(key), HOSTILE_LOG_KEY);
  return JSON.parse(text ?? '[]') as HostileLogEntry[];
}
