/**
 * The production build's chunks, designed for a network where every request costs a round
 * trip (docs/performance.md): a few long-cached groups instead of one chunk per shared module.
 *
 *   react        React, the router and Redux, as /login needs them
 *   antd         antd's core: the rest of what /login needs from node_modules
 *   login        the portal's own code of /login (the entry's static closure and the login page)
 *   http         the HTTP client (axios), which /login imports by import() at its first call
 *   login-start  the message host, which it imports once hydrated
 *   login-steps  the later login steps (SMS, institution, first login, QR) with what they use
 *                of antd beyond the other groups, fetched when the login page is idle
 *   antd-shared  the rest of antd that the signed-in frame or the start of /login shares with
 *                the signed-out pages
 *   antd-more    the rest of antd that only the signed-in frame uses
 *   frame        the portal's code of the signed-in frame (layout, home page)
 *   home-shared  what the home page's lazy parts share with the registration page alone (antd's
 *                table, descriptions, tags; the formatters and the sanitiser): one request for
 *                either page instead of one chunk per module
 *   home         the home page's lazy parts (sections, hints) with what they use beyond
 *   qiankun      qiankun and what only it uses
 *
 * Every other page keeps rolldown's automatic chunks (a route chunk and what it shares). The
 * sets come from the module graph once it is complete (buildEnd), so a module moves with the
 * code that imports it; groups are by closure, never by a list of components.
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { closure, moduleEndingWith, type Graph, type GraphModule } from './route-closures.ts';

export const ENTRY = '/src/main.tsx';
export const LOGIN_PAGE = '/src/features/auth/login-page.tsx';
export const FRAME_ROOTS = ['/src/app/shell-layout.tsx', '/src/features/home/home-page.tsx'];
/**
 * What /login imports by import() as it starts, beside its steps: the HTTP client (axios, at
 * its first call, the captcha, once the form is hydrated) and the message host (once hydrated).
 * Each is a chunk of its own, so that neither is evaluated while the form hydrates.
 */
export const LOGIN_START = ['/src/lib/axios-instance.ts', '/src/components/feedback-host.tsx'];
const [HTTP_CLIENT] = LOGIN_START;
/**
 * The pages shown signed out besides /login: what they share with the signed-in groups stays
 * in chunks of its own, so that they never download the frame, the home page or qiankun.
 */
export const REGISTER_PAGE = '/src/features/register/register-page.tsx';
export const SIGNED_OUT_PAGES = [
  '/src/features/auth/forget-page.tsx',
  '/src/features/auth/change-pass-page.tsx',
  '/src/features/auth/locking-page.tsx',
  REGISTER_PAGE,
  '/src/features/guard/maintenance-page.tsx',
];
/** The home page's own lazy parts (its sections, hints, side panel) are one chunk. */
const HOME_FOLDER = '/src/features/home/';
export const QIANKUN = '/node_modules/qiankun/es/index.js';
/**
 * Beside Vite's manifest (when the build writes one): each chunk's modules, relative to the
 * project, which the manifest does not say. A module in a group has no manifest entry of its
 * own; bench/check-budgets.ts finds it here.
 */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * The packages of the React group: React, the router, Redux and the toolkit's core module
 * (RTK Query, in dist/query/, stays out: /login does not use it).
 */
const REACT_PACKAGES =
  /[\\/]node_modules[\\/]((react|react-dom|scheduler|react-router|react-router-dom|react-redux|redux|redux-thunk|immer|reselect|use-sync-external-store)[\\/]|@reduxjs[\\/]toolkit[\\/]dist[\\/][^\\/]+$)/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
/**
 * RTK Query and the schema helper only it imports: only the signed-in frame's data uses them, so
 * they ride with the frame's own code.
 */
const RTK_QUERY =
  /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/]query|@standard-schema[\\/]utils)[\\/]/;
const PRELOAD_HELPER = 'vite/preload-helper.js';

export interface PartSets {
  entry: string;
  login: ReadonlySet<string>;
  loginStart: ReadonlySet<string>;
  /** All that the start needs beyond /login, with what it shares with other pages */
  startNeeds: ReadonlySet<string>;
  /** The HTTP client's part of the start */
  http: ReadonlySet<string>;
  loginSteps: ReadonlySet<string>;
  /** What the home's lazy parts share with the registration and no other signed-out page */
  homeShared: ReadonlySet<string>;
  home: ReadonlySet<string>;
  frame: ReadonlySet<string>;
  qiankun: ReadonlySet<string>;
  signedOut: ReadonlySet<string>;
}

const minus = (set: Set<string>, ...others: ReadonlySet<string>[]) => {
  for (const other of others) for (const id of other) set.delete(id);
  return set;
};

export function partSets(graph: Graph): PartSets {
  const find = (end: string) => moduleEndingWith(graph, end);
  const entry = find(ENTRY);
  const loginPage = find(LOGIN_PAGE);
  const login = closure(graph, [entry, loginPage]);
  const signedOut = minus(closure(graph, SIGNED_OUT_PAGES.map(find)), login);
  const qiankun = minus(closure(graph, [find(QIANKUN)]), login, signedOut);
  const frame = minus(closure(graph, FRAME_ROOTS.map(find)), login, qiankun);
  // What the HTTP client and the message host share with the frame or a signed-out page stays
  // in those pages' groups: a page imports it statically, and must not download the rest.
  // The steps' group never holds what the start needs: the start would wait for the steps.
  const startNeeds = minus(closure(graph, LOGIN_START.map(find)), login);
  const loginStart = minus(new Set(startNeeds), frame, signedOut);
  const http = minus(closure(graph, [find(HTTP_CLIENT!)]), login, frame, signedOut);
  const loginSteps = minus(
    closure(graph, graph.get(loginPage)!.dynamicallyImportedIds),
    login,
    startNeeds,
  );
  const homeLazy = [...frame]
    .filter((id) => id.includes(HOME_FOLDER))
    .flatMap((id) => graph.get(id)!.dynamicallyImportedIds);
  const homeAll = minus(closure(graph, homeLazy), login, loginStart, loginSteps, qiankun, frame);
  // The registration uses most of what the sections use beyond the frame (tables, descriptions,
  // formatters): one chunk for both. What another signed-out page also uses stays out, so that
  // page does not download the rest.
  const registration = closure(graph, [find(REGISTER_PAGE)]);
  const otherSignedOut = closure(
    graph,
    SIGNED_OUT_PAGES.filter((page) => page !== REGISTER_PAGE).map(find),
  );
  const homeShared = minus(
    new Set([...homeAll].filter((id) => registration.has(id))),
    otherSignedOut,
  );
  const home = minus(homeAll, signedOut);
  return {
    entry,
    login,
    loginStart,
    startNeeds,
    http,
    loginSteps,
    frame,
    qiankun,
    homeShared,
    home,
    signedOut,
  };
}

/**
 * The groups, first captured first: a group also takes the dependencies of its modules that no
 * group has taken yet, so the groups /login needs come before those that import them.
 */
export const GROUPS = [
  'react',
  'antd',
  'login',
  'http',
  'login-start',
  'qiankun',
  'antd-shared',
  'antd-more',
  'frame',
  'login-steps',
  'home-shared',
  'home',
];

/** The group of a module, or null for rolldown's automatic chunking. */
export function groupOf(id: string, sets: PartSets): string | null {
  // Vite's helper of import() with its preloads: every page's code uses it from the start.
  if (id.endsWith(PRELOAD_HELPER)) return 'login';
  // The entry stays the entry chunk; rolldown's own modules stay where it puts them.
  if (id === sets.entry || id.startsWith('\0')) return null;
  const vendor = NODE_MODULES.test(id);
  if (sets.login.has(id)) return vendor ? (REACT_PACKAGES.test(id) ? 'react' : 'antd') : 'login';
  if (sets.http.has(id)) return 'http';
  if (sets.loginStart.has(id)) return 'login-start';
  // antd that the start shares with other pages: with the rest of antd they share.
  if (vendor && sets.startNeeds.has(id)) return 'antd-shared';
  if (sets.qiankun.has(id)) return 'qiankun';
  if (sets.frame.has(id)) {
    // What the frame shares with the signed-out pages: antd's in one chunk both load, the
    // portal's own in rolldown's chunks; neither loads the other's.
    if (sets.signedOut.has(id)) return vendor ? 'antd-shared' : null;
    return vendor && !RTK_QUERY.test(id) ? 'antd-more' : 'frame';
  }
  if (sets.loginSteps.has(id)) return 'login-steps';
  if (sets.homeShared.has(id)) return 'home-shared';
  if (sets.home.has(id)) return 'home';
  return null;
}

/** The plugin that reads the graph, and the `codeSplitting` option that uses it. */
export function networkChunks() {
  let sets: PartSets | undefined;
  let root = process.cwd();
  let manifest = false;
  const plugin: Plugin = {
    name: 'network-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      manifest = !!config.build.manifest;
    },
    generateBundle(_options, bundle) {
      if (!manifest) return;
      const modules: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        modules[chunk.fileName] = chunk.moduleIds
          .filter((id) => !id.startsWith('\0'))
          .map((id) => relative(root, id).split('\\').join('/'));
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: `${JSON.stringify(modules)}\n`,
      });
    },
    buildEnd(error) {
      if (error) return;
      const graph = new Map<string, GraphModule>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        graph.set(id, {
          id,
          code: info.code,
          importedIds: info.importedIds,
          dynamicallyImportedIds: info.dynamicallyImportedIds,
        });
      }
      sets = partSets(graph);
    },
  };
  const codeSplitting = {
    // A group takes its own modules only: the sets above already hold each part's dependencies,
    // and a module they leave out (shared with a signed-out page) must not be pulled in.
    includeDependenciesRecursively: false,
    groups: GROUPS.map((name, index) => ({
      name,
      priority: GROUPS.length - index,
      test: (id: string) => !!sets && groupOf(id, sets) === name,
    })),
  };
  return { plugin, codeSplitting };
}
