/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { defineConfig, loadEnv, type Plugin, type ProxyOptions } from 'vite';
import { networkChunks } from './scripts/network-chunks.ts';
import { antdNarrowImports } from './scripts/antd-narrow-imports.ts';
import { rtkQueryOwnCopy } from './scripts/rtk-query-own-copy.ts';
import { entryOrigins, parseMicroEntries } from './src/config/micro-entries.ts';
import {
  gateRefusal,
  gateRequestOf,
  isLoopback,
  REMOTE_ADMIN,
} from './src/mocks/admin/admin-gate.ts';

/** The file of the build that names the sub-applications' origins, read by deploy/render-conf.sh. */
export const SUBAPP_ORIGINS_FILE = 'subapp-origins.txt';

/**
 * Writes the origins of the registered sub-application entries (VITE_*_ENTRY, as the portal
 * reads them) beside the build: the deployment's Content-Security-Policy allows exactly these.
 */
function subappOrigins(env: Record<string, string>): Plugin {
  return {
    name: 'subapp-origins',
    apply: 'build',
    generateBundle() {
      const origins = entryOrigins(parseMicroEntries(env));
      this.emitFile({
        type: 'asset',
        fileName: SUBAPP_ORIGINS_FILE,
        source: `${origins.join(' ')}\n`,
      });
    },
  };
}

/**
 * The proxy's own check for the mock's admin API (/__mock__/, QA contract): the mock answers
 * local callers only, and every proxied call reaches it from this machine, so a dev server
 * opened to the network (--host) refuses other callers itself; and a page of another origin
 * (another port of localhost) is refused here as the mock refuses it (src/mocks/admin/admin-gate.ts:
 * the Origin must be this server's own, bodies JSON). Returns the URL (untouched) once the
 * refusal is written, nothing to let the call through.
 */
export function refuseRemoteAdmin(req: IncomingMessage, res?: ServerResponse): string | undefined {
  if (!res) return undefined;
  const refusal = isLoopback(req.socket.remoteAddress)
    ? gateRefusal(
        gateRequestOf(req),
        req.headers.host ? [`http://${req.headers.host.toLowerCase()}`] : [],
      )
    : { status: 403, message: REMOTE_ADMIN };
  if (!refusal) return undefined;
  res.writeHead(refusal.status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(
    JSON.stringify({ code: refusal.status, data: null, message: refusal.message, success: false }),
  );
  return req.url ?? '/';
}

/**
 * The dev and preview servers' framing policy, as nginx's (deploy/page-headers.conf): only the
 * portal's own pages may frame it, so a page on another port of localhost cannot show the
 * signed-in portal inside its own (and read what the user is shown or tricked into clicking).
 */
export const FRAME_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
};

/**
 * React Router's package exports name only its development build (its own known issue): the
 * warnings and checks it runs cost /login about 10 ms of script before the form answers. The
 * build resolves its production files instead; the tests and the dev server keep the warnings.
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, file: 'index.mjs' },
  { find: /^react-router\/dom$/, file: 'dom-export.mjs' },
].map(({ find, file }) => ({
  find,
  replacement: fileURLToPath(
    new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url),
  ),
}));

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const fileEnv = loadEnv(mode, process.cwd(), '');
  const mockApi = process.env.MOCK_API_URL ?? fileEnv.MOCK_API_URL ?? 'http://localhost:7100';
  // /__mock__/: the mock's admin API for the QA panel (src/features/qa-panel), this machine only.
  const proxy: Record<string, ProxyOptions> = {
    '/api/': { target: mockApi, changeOrigin: true },
    '/__mock__/': { target: mockApi, changeOrigin: true, bypass: refuseRemoteAdmin },
  };
  // The browser build's chunks for the network (scripts/network-chunks.ts); the prerendering's
  // server build runs on this machine and keeps rolldown's own.
  const chunks = isSsrBuild ? undefined : networkChunks();
  return {
    plugins: [
      react(),
      // RTK Query's own copies of the toolkit, immer and reselect (scripts/rtk-query-own-copy.ts)
      // keep what only the signed-in frame uses out of the modules /login downloads.
      ...(chunks ? [rtkQueryOwnCopy()] : []),
      // Imports inside antd narrowed to what their importers use: the form engine, Tooltip's
      // UniqueProvider, the colour picker and Collapse leave /login (scripts/antd-narrow-imports.ts).
      ...(chunks ? [antdNarrowImports()] : []),
      subappOrigins(loadEnv(mode, process.cwd(), 'VITE_')),
      ...(chunks ? [chunks.plugin] : []),
    ],
    resolve: {
      alias: [
        ...(command === 'build' ? REACT_ROUTER_PRODUCTION : []),
        {
          find: '@contract',
          replacement: fileURLToPath(new URL('./src/contract/index.ts', import.meta.url)),
        },
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ],
    },
    build: {
      rolldownOptions: {
        treeshake: {
          // antd's component packages (@rc-component/*) declare no `sideEffects`, so every
          // module they re-export would stay in: rc-form's fields and validator, rc-trigger, would
          // come with antd's ConfigProvider onto the login page. Their modules only define
          // components and helpers; unused ones can go. Other packages keep their own declaration.
          moduleSideEffects: (id: string) =>
            /[\\/]node_modules[\\/]@rc-component[\\/]/.test(id) ? false : undefined,
        },
        ...(chunks ? { output: { codeSplitting: chunks.codeSplitting } } : {}),
      },
    },
    server: { port: 5173, strictPort: true, proxy, headers: FRAME_HEADERS },
    preview: { port: 4173, strictPort: true, proxy, headers: FRAME_HEADERS },
    test: {
      globals: true,
      environment: 'jsdom',
      environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
      setupFiles: ['./test/setup.ts'],
      include: [
        'src/**/*.test.{ts,tsx}',
        'test/**/*.test.{ts,tsx}',
        'apps-stub/**/*.test.{ts,tsx}',
        'bench/**/*.test.ts',
        'scripts/**/*.test.ts',
      ],
      exclude: ['test/e2e/**', 'node_modules/**', 'dist/**', 'dist-budget/**', 'dist-demo/**'],
      testTimeout: 15_000,
      restoreMocks: true,
      // Two workers on this 2-core machine: Vitest's default there is one (availableParallelism
      // - 1); the whole suite takes 508 s instead of 855 s (docs/performance.md).
      maxWorkers: 2,
    },
  };
});
