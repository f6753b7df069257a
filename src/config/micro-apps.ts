/**
 * THE list of sub-applications the shell registers with qiankun (spec 2.1, issue 6): one entry
 * per app of the contract, with its entry from the environment (VITE_*_ENTRY), its activeRule
 * (= the contract's base, which is also the sub-application router's basename: a test mounts
 * each stub with this registration to prove it) and the one container of the root layout.
 */
import { MICRO_APPS, SUB_APP_NAMES, type SubAppName } from '@contract';
import { env } from './env';

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

export const MICRO_APP_REGISTRATIONS: readonly MicroAppRegistration[] = microAppsOf(
  env.microEntries,
);

export function registrationOf(name: SubAppName): MicroAppRegistration {
  const registration = MICRO_APP_REGISTRATIONS.find((app) => app.name === name);
  if (!registration) throw new Error(`no registration for sub-application ${name}`);
  return registration;
}
