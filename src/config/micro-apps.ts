/**
 * THE list of sub-applications the shell mounts with qiankun (spec 2.1): one entry per app of
 * the contract, with its entry from the environment (VITE_*_ENTRY; in development and demo
 * builds an entry override may replace it), its activeRule (= the contract's base, which is
 * also the sub-application router's basename: a test mounts each stub with this registration
 * to prove it) and the one container of the root layout.
 */
import { MICRO_APPS, SUB_APP_NAMES, type SubAppName } from '@contract';
import { env } from './env';
import { ENTRY_OVERRIDES, ENTRY_OVERRIDES_ON, withEntryOverrides } from './entry-overrides';

/** The layout's one sub-application container (rendered once and kept, tech notes). */
export const SUBAPP_CONTAINER = '#subapp-container';

/**
 * How the portal treats a sub-application's CSS (src/features/micro/css-guard.ts):
 *   guard   its stylesheets are rewritten before they reach the page: html, body and :root land
 *           on its own wrapper, every other rule matches inside its wrapper and on body (its
 *           pop-ups: antd, element-ui) but never inside the portal's frame
 *   scoped  the same rewrite, every rule kept inside its wrapper (what qiankun's
 *           experimentalStyleIsolation does, here per app and with @keyframes and @font-face
 *           kept): its pop-ups on document.body lose their styles, so only for an app that
 *           puts its pop-ups inside its container (antd getPopupContainer)
 *   none    a trusted app: its CSS reaches the page as it is
 * `guard` is every app's default: the apps are written by other teams with their own global CSS
 * (create-vite's body and #root rules, antd 2's body font and .anticon), which would otherwise
 * restyle the portal's header, menu and tabs; it costs the app nothing it could rely on.
 */
export type StyleGuard = 'guard' | 'scoped' | 'none';

export interface MicroAppRegistration {
  /** qiankun app name = the global the UMD bundle exposes its lifecycles on */
  name: SubAppName;
  /** Entry HTML fetched by qiankun */
  entry: string;
  /** The mount base: the shell's route `base/*` and the sub-application's router basename */
  activeRule: string;
  container: string;
  /** Chinese name of the business area, for messages */
  title: string;
  /** What the portal does with the app's CSS (see StyleGuard) */
  styleGuard: StyleGuard;
}

/** The apps whose CSS the portal treats otherwise than with the default `guard`. */
const STYLE_GUARDS: Partial<Record<SubAppName, StyleGuard>> = {};

export function microAppsOf(
  entries: Record<SubAppName, string>,
  styleGuards: Partial<Record<SubAppName, StyleGuard>> = STYLE_GUARDS,
): MicroAppRegistration[] {
  return SUB_APP_NAMES.map((name) => ({
    name,
    entry: entries[name],
    activeRule: MICRO_APPS[name].base,
    container: SUBAPP_CONTAINER,
    title: MICRO_APPS[name].title,
    styleGuard: styleGuards[name] ?? 'guard',
  }));
}

/** Each app's entry as the shell uses it. */
export const MICRO_ENTRIES: Record<SubAppName, string> = ENTRY_OVERRIDES_ON
  ? withEntryOverrides(env.microEntries, ENTRY_OVERRIDES)
  : env.microEntries;

export const MICRO_APP_REGISTRATIONS: readonly MicroAppRegistration[] = microAppsOf(MICRO_ENTRIES);

export function registrationOf(name: SubAppName): MicroAppRegistration {
  const registration = MICRO_APP_REGISTRATIONS.find((app) => app.name === name);
  if (!registration) throw new Error(`no registration for sub-application ${name}`);
  return registration;
}
