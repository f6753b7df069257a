/**
 * The qiankun lifecycles of a stub, and its standalone start.
 *
 *   bootstrap()      nothing to prepare
 *   mount(props)     checks the props (contract SubAppProps), listens to the global state,
 *                    creates the router (basename = the contract's base) and a React root on
 *                    `#<app>-root` inside props.container
 *   unmount()        unmounts the root, disposes the router (its popstate listener) and stops
 *                    reading the global state (qiankun drops the listener itself)
 *   update()         nothing: every change comes through the global state
 *
 * Timers and listeners of pages live in React effects, so unmounting the root clears them.
 */
import { createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import {
  EMPTY_GLOBAL_STATE,
  isSubAppProps,
  MICRO_APPS,
  watchGlobalState,
  type GlobalState,
  type SubAppName,
} from '@contract';
import { createApi } from './api';
import { createEmbeddedHost, type StubHost } from './host';
import { createStandaloneHost } from './standalone-host';
import { StandaloneFrame } from './standalone-frame';
import { createStore } from './state-store';
import { StubError } from './stub-error';
import { StubRoot, type StubRouter } from './stub-root';

export interface StubAppDefinition {
  app: SubAppName;
  /** Routes inside the app (paths relative to its base) */
  routes: RouteObject[];
}

export interface StubLifecycles {
  bootstrap(): Promise<void>;
  mount(props: unknown): Promise<void>;
  unmount(props?: unknown): Promise<void>;
  update(props?: unknown): Promise<void>;
}

export interface StubApp extends StubLifecycles {
  /** Renders the app on its own (no qiankun) into `#<app>-root`; returns the disposer. */
  startStandalone(target?: HTMLElement | null): () => void;
}

/** The id of the root element in the stub's index.html. */
export function rootIdOf(app: SubAppName): string {
  return `${app}-root`;
}

function render(target: HTMLElement, host: StubHost, router: StubRouter): () => void {
  const root = createRoot(target, { identifierPrefix: `${host.app}-` });
  root.render(createElement(StrictMode, null, createElement(StubRoot, { host, router })));
  return () => {
    root.unmount();
    router.dispose();
  };
}

export function defineStubApp({ app, routes }: StubAppDefinition): StubApp {
  const basename = MICRO_APPS[app].base;
  const pages: RouteObject[] = [{ errorElement: createElement(StubError), children: routes }];
  let dispose: (() => void) | null = null;

  return {
    async bootstrap() {},

    async mount(props) {
      if (!isSubAppProps(props)) {
        throw new Error(`[${app}] mount: the props are not the contract's SubAppProps`);
      }
      if (props.basePath !== basename) {
        throw new Error(`[${app}] mount: basePath ${props.basePath} is not the app's ${basename}`);
      }
      const target = props.container.querySelector<HTMLElement>(`#${rootIdOf(app)}`);
      if (!target) throw new Error(`[${app}] mount: no #${rootIdOf(app)} in the container`);
      dispose?.();

      const state = createStore<GlobalState>(EMPTY_GLOBAL_STATE);
      let live = true;
      watchGlobalState(props, (next) => {
        if (live) state.set(next);
      });
      const api = createApi({ getToken: () => state.get().token || undefined });
      const host = createEmbeddedHost(app, state, api, props.send);
      const unrender = render(target, host, createBrowserRouter(pages, { basename }));
      dispose = () => {
        live = false;
        unrender();
      };
    },

    async unmount() {
      dispose?.();
      dispose = null;
    },

    async update() {},

    startStandalone(target = document.getElementById(rootIdOf(app))) {
      if (!target) throw new Error(`[${app}] no #${rootIdOf(app)} element to render into`);
      let router: StubRouter | null = null;
      const host = createStandaloneHost({
        app,
        navigateInside: (to, replace) => void router?.navigate(to, { replace }),
      });
      router = createBrowserRouter([{ element: createElement(StandaloneFrame), children: pages }], {
        basename,
      });
      return render(target, host, router);
    },
  };
}
