/**
 * The registrations against the stubs' own code: each stub's lifecycles, mounted with the
 * shell's registration (basePath = activeRule, the address under activeRule), must route the
 * path below its base. A stub's mount refuses a basePath that is not its router's basename, and
 * its router renders `data-path` relative to that basename, so both checks read the stub's code,
 * not a copy of its strings.
 */
import { act } from 'react';
import { screen } from '@testing-library/react';
import { EMPTY_GLOBAL_STATE, MICRO_APPS, SUB_APP_NAMES, type SubAppName } from '@contract';
import { stubApp as dsApp } from '../../apps-stub/ds/src/stub-app';
import { stubApp as iserviceApp } from '../../apps-stub/iservice/src/stub-app';
import { stubApp as tgyptApp } from '../../apps-stub/tgypt/src/stub-app';
import { env } from './env';
import {
  MICRO_APP_REGISTRATIONS,
  microAppsOf,
  registrationOf,
  SUBAPP_CONTAINER,
  type MicroAppRegistration,
} from './micro-apps';

const STUBS = { ds: dsApp, iservice: iserviceApp, tgypt: tgyptApp } as const;

/** Mounts a stub the way qiankun does with this registration's props. */
async function mountWith(registration: MicroAppRegistration, basePath: string, path: string) {
  const app = STUBS[registration.name];
  window.history.pushState(null, '', path);
  const container = document.createElement('div');
  container.innerHTML = `<div id="${registration.name}-root"></div>`;
  document.body.appendChild(container);
  const props = {
    container,
    basePath,
    name: registration.name,
    send: () => {},
    onGlobalStateChange: (cb: (s: unknown, p: unknown) => void, fire?: boolean) => {
      if (fire) cb(EMPTY_GLOBAL_STATE, EMPTY_GLOBAL_STATE);
    },
  };
  await app.bootstrap();
  await act(() => app.mount(props));
  return async () => {
    await act(() => app.unmount(props));
    container.remove();
  };
}

describe('the sub-application registrations', () => {
  it('registers every app of the contract once, in the layout container', () => {
    expect(MICRO_APP_REGISTRATIONS.map((app) => app.name)).toEqual([...SUB_APP_NAMES]);
    for (const app of MICRO_APP_REGISTRATIONS) {
      expect(app.container).toBe(SUBAPP_CONTAINER);
      expect(app.entry).toBe(env.microEntries[app.name]);
      expect(app.activeRule).toBe(MICRO_APPS[app.name].base);
    }
  });

  it('takes the entries it is given', () => {
    const apps = microAppsOf({ ds: '/a/', iservice: '/b/', tgypt: 'https://c.example/t/' });
    expect(apps.map((app) => app.entry)).toEqual(['/a/', '/b/', 'https://c.example/t/']);
    expect(registrationOf('tgypt').name).toBe('tgypt');
  });

  it("guards every app's CSS unless the list says otherwise", () => {
    expect(MICRO_APP_REGISTRATIONS.map((app) => app.styleGuard)).toEqual([
      'guard',
      'guard',
      'guard',
    ]);
    const apps = microAppsOf(env.microEntries, { iservice: 'none', tgypt: 'scoped' });
    expect(apps.map((app) => app.styleGuard)).toEqual(['guard', 'none', 'scoped']);
  });

  it.each(SUB_APP_NAMES.map((name) => [name] as [SubAppName]))(
    "%s: the activeRule is the stub router's basename",
    async (name) => {
      const registration = registrationOf(name);
      const unmount = await mountWith(
        registration,
        registration.activeRule,
        `${registration.activeRule}/zz/probe`,
      );
      const page = await screen.findByTestId('stub-page');
      expect(page).toHaveAttribute('data-app', name);
      // The router strips exactly the activeRule: its basename is the activeRule.
      expect(page).toHaveAttribute('data-path', '/zz/probe');
      await unmount();
    },
  );

  it.each(SUB_APP_NAMES.map((name) => [name] as [SubAppName]))(
    '%s: the stub refuses a mount base other than its basename',
    async (name) => {
      const registration = registrationOf(name);
      await expect(mountWith(registration, `${registration.activeRule}x`, '/')).rejects.toThrow(
        /basePath/,
      );
      document.body.innerHTML = '';
    },
  );
});
