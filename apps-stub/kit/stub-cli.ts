/**
 * Builds and serves the stub sub-applications (run with tsx from the project root):
 *
 *   tsx apps-stub/kit/stub-cli.ts dev   [app...]  watch build (development) + server, per app
 *   tsx apps-stub/kit/stub-cli.ts build [app...]  production build into apps-stub/<app>/dist
 *   tsx apps-stub/kit/stub-cli.ts serve [app...]  serves the production builds
 *
 * The server is Vite's preview server with the stub's config (./stub-preview.ts); `vite preview
 * --config apps-stub/<app>/vite.config.ts` is the same for one app. No app named: all three.
 * Ports and bases from the contract (7101 ds, 7102 iservice, 7103 tgypt). Environment:
 * MOCK_API_URL (default http://localhost:7100) for the /api/ proxy; STUB_CORS_ORIGINS (comma
 * list) replaces the allowed portal origins.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { isSubAppName, MICRO_APPS, SUB_APP_NAMES, type SubAppName } from '../../src/contract';
import { stubPreviewEnv } from './stub-preview';

const COMMANDS = ['dev', 'build', 'serve'] as const;
type Command = (typeof COMMANDS)[number];

const [command, ...names] = process.argv.slice(2);
if (!COMMANDS.includes(command as Command) || !names.every(isSubAppName)) {
  console.error(`usage: stub-cli.ts <${COMMANDS.join('|')}> [${SUB_APP_NAMES.join('|')}...]`);
  process.exit(2);
}
const apps: SubAppName[] = names.length > 0 ? (names as SubAppName[]) : [...SUB_APP_NAMES];
const { mockApiUrl } = stubPreviewEnv(process.env);

const appDir = (app: SubAppName) => fileURLToPath(new URL(`../${app}/`, import.meta.url));
const distDir = (app: SubAppName) => `${appDir(app)}dist`;

async function buildApp(app: SubAppName, watch: boolean): Promise<void> {
  await build({
    configFile: `${appDir(app)}vite.config.ts`,
    configLoader: 'bundle',
    mode: watch ? 'development' : 'production',
    logLevel: watch ? 'warn' : 'info',
    build: watch ? { watch: {} } : {},
  });
  if (watch) console.log(`[${app}] watching apps-stub/${app} and apps-stub/kit`);
}

async function serve(app: SubAppName): Promise<void> {
  await preview({
    configFile: `${appDir(app)}vite.config.ts`,
    configLoader: 'bundle',
    logLevel: 'warn',
  });
  const { base, port } = MICRO_APPS[app];
  console.log(`[${app}] http://localhost:${port}${base}/ (/api/ -> ${mockApiUrl})`);
}

async function main(): Promise<void> {
  switch (command as Command) {
    case 'build':
      for (const app of apps) await buildApp(app, false);
      return;
    case 'serve': {
      const missing = apps.filter((app) => !existsSync(`${distDir(app)}/index.html`));
      if (missing.length > 0) {
        throw new Error(`no build of ${missing.join(', ')}: run \`npm run build\` first`);
      }
      await Promise.all(apps.map(serve));
      return;
    }
    case 'dev':
      // The server first: it answers 503 until the first build is written.
      await Promise.all(apps.map(serve));
      for (const app of apps) await buildApp(app, true);
      return;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
