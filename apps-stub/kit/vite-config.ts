/**
 * The Vite build of a stub: ONE classic UMD bundle (qiankun 2 cannot evaluate ES modules),
 * exposing bootstrap/mount/unmount/update on the global named after the app, plus its CSS and
 * an index.html that loads both with plain tags. Output: apps-stub/<app>/dist/.
 *
 * The name and base come from the contract (src/contract/micro-app-bases.ts), so the build's
 * base, the UMD global, the router basename and the shell's activeRule cannot drift apart.
 * `vite preview` with this config serves the build on the app's port (./stub-preview.ts).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
// The one contract file this build needs; a relative path because Vite bundles this config
// without the @contract alias.
import { MICRO_APPS, type SubAppName } from '../../src/contract/micro-app-bases.js';
import { stubPreviewEnv, stubPreviewOptions, stubServerGaps } from './stub-preview.js';

// Paths from the file's own path (a string): Node's URL is not the global one under jsdom.
const KIT_DIR = dirname(fileURLToPath(import.meta.url));

const CLASS_PLACEHOLDER = /\.stubkit-/g;

/** Rewrites the kit's placeholder class prefix `.stubkit-` to the app's own (`.ds-`). */
function classPrefix(app: SubAppName): Plugin {
  return {
    name: 'stub-class-prefix',
    enforce: 'pre',
    transform(code, id) {
      if (!id.split('?')[0]!.endsWith('.css')) return null;
      return { code: code.replace(CLASS_PLACEHOLDER, `.${app}-`), map: null };
    },
  };
}

/** The entry HTML qiankun fetches: the root element, the CSS link and the bundle script. */
export function entryHtml(app: SubAppName, script: string, css: string | null): string {
  const { base, title } = MICRO_APPS[app];
  const link = css ? `\n    <link rel="stylesheet" href="${base}/${css}" />` : '';
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${title}（${app}）</title>${link}
  </head>
  <body>
    <div id="${app}-root"></div>
    <script src="${base}/${script}"></script>
  </body>
</html>
`;
}

function emitEntryHtml(app: SubAppName): Plugin {
  return {
    name: 'stub-entry-html',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const script = files.find((file) => file.type === 'chunk' && file.isEntry)?.fileName;
      const css = files.find((file) => file.fileName.endsWith('.css'))?.fileName ?? null;
      if (!script) throw new Error(`[${app}] no entry chunk to load from index.html`);
      this.emitFile({ type: 'asset', fileName: 'index.html', source: entryHtml(app, script, css) });
    },
  };
}

export interface StubConfigOptions {
  /** MOCK_API_URL, STUB_CORS_ORIGINS (./stub-preview.ts) */
  env?: NodeJS.ProcessEnv;
  /** Where the build goes and what preview serves: apps-stub/<app>/dist unless said */
  outDir?: string;
}

export function stubViteConfig(
  app: SubAppName,
  mode: string,
  { env = process.env, outDir }: StubConfigOptions = {},
): UserConfig {
  const { name, base } = MICRO_APPS[app];
  const production = mode !== 'development';
  const appDir = join(KIT_DIR, '..', app);
  const distDir = outDir ?? join(appDir, 'dist');
  return {
    root: appDir,
    base: `${base}/`,
    mode,
    appType: 'spa',
    publicDir: false,
    envDir: false,
    plugins: [react(), classPrefix(app), emitEntryHtml(app), stubServerGaps(app, distDir)],
    preview: stubPreviewOptions(app, stubPreviewEnv(env)),
    resolve: {
      alias: {
        '@contract': join(KIT_DIR, '../../src/contract/index.ts'),
      },
    },
    // Library mode leaves process.env in place; React reads NODE_ENV.
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    build: {
      outDir: distDir,
      // In watch mode the files are overwritten in place, so the server never sees an empty dir.
      emptyOutDir: production,
      copyPublicDir: false,
      minify: production,
      sourcemap: !production,
      reportCompressedSize: false,
      // One bundle with React inside, by design (no chunks in a qiankun UMD stub).
      chunkSizeWarningLimit: 2048,
      lib: {
        entry: join(appDir, 'src/main.ts'),
        formats: ['umd'],
        name,
        fileName: () => `${name}.umd.js`,
        cssFileName: name,
      },
    },
  };
}
