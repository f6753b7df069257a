/**
 * The entry overrides in force for this page (QA contract, "Sub-application entries"; the
 * rule is src/policy/entry-override.ts): read once at start-up, as the environment is, in
 * development and demo builds only (ENTRY_OVERRIDES below never calls this in production,
 * and the build drops it). Clearing one reloads the page, because qiankun keeps what it loaded.
 */
import { SUB_APP_NAMES, type SubAppName } from '@contract';
import { entryOverrideKey, judgeOverride, type OverrideVerdict } from '@/policy/entry-override';

export interface EntryOverride {
  app: SubAppName;
  verdict: Exclude<OverrideVerdict, { kind: 'none' }>;
}

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Every app's override that is set, accepted or refused. */
export function readEntryOverrides(): EntryOverride[] {
  const found: EntryOverride[] = [];
  for (const app of SUB_APP_NAMES) {
    const verdict = judgeOverride(stored(entryOverrideKey(app)));
    if (verdict.kind === 'none') continue;
    found.push({ app, verdict });
    if (verdict.kind === 'refused') {
      console.warn(
        `[micro] subapp entry override refused: ${entryOverrideKey(app)} 已忽略（${verdict.reason}）`,
        verdict.value,
      );
    }
  }
  return found;
}

/** The entries with the accepted overrides in place. */
export function withEntryOverrides(
  entries: Record<SubAppName, string>,
  overrides: readonly EntryOverride[],
): Record<SubAppName, string> {
  const result = { ...entries };
  for (const { app, verdict } of overrides) {
    if (verdict.kind === 'accepted') result[app] = verdict.entry;
  }
  return result;
}

export function clearEntryOverride(app: SubAppName): void {
  try {
    localStorage.removeItem(entryOverrideKey(app));
  } catch {
    // Storage denied: nothing was read from it either.
  }
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
