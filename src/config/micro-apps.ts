/**
 * THE list of sub-applications the shell mounts with qiankun (spec 2.1): one entry per app of
 * the contract, with its entry from the environment (VITE_*_ENTRY; in development and demo
 * builds an entry override may replace it), its activeRule (= the contract's base, which is
 * also the sub-application router's basename: a test mounts each stub with this registration
 * to prove it) and the one container of the root layout.
 */
import { MICRO_APPS, SUB_APP_NAMES, type SubAppName } from '@contract';
import { env } from './env';
import { readEntryOverrides, withEntryOverrides, type EntryOverride } from './entry-overrides';

/** The layout's one sub-application container (rendered once and kept, tech notes). */
export const SUBAPP_CONTAINER = '#subapp-container';

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
}

export function microAppsOf(entries: Record<SubAppName, string>): MicroAppRegistration[] {
  return SUB_APP_NAMES.map((name) => ({
    name,
    entry: entries[name],
    activeRule: MICRO_APPS[name].base,
    container: SUBAPP_CONTAINER,
    title: MICRO_APPS[name].title,
  }));
}

/**
 * Entry overrides are read in development and demo builds only: Vite makes this a literal, and
 * the production build drops the override code with it (the byte budgets check that).
 */
export const ENTRY_OVERRIDES_ON: boolean = import.meta.env.DEV || import.meta.env.MODE === 'demo';

/** The overrides in force (accepted or refused), for the frame to show. */
export const ENTRY_OVERRIDES: readonly EntryOverride[] = ENTRY_OVERRIDES_ON
  ? readEntryOverrides()
  : [];

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
