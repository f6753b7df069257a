/**
 * The sub-applications' entries from the environment (VITE_DS_ENTRY, VITE_ISERVICE_ENTRY,
 * VITE_TGYPT_ENTRY), and the origins they are served from. Free of `import.meta.env`, so the
 * build (vite.config.ts) reads the same entries as the portal: the deployment's
 * Content-Security-Policy names exactly these origins, nothing wider.
 */
// A relative import with its extension: vite.config.ts loads this file, where the build's
// aliases do not apply and Vite's native config loader wants the file's own name.
import { defaultEntry, SUB_APP_NAMES, type SubAppName } from '../contract/micro-app-bases.ts';

export type RawEnv = Record<string, string | boolean | undefined>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** The variable that names the entry of a sub-application: VITE_ISERVICE_ENTRY. */
export function entryVariableOf(app: SubAppName): string {
  return `VITE_${app.toUpperCase()}_ENTRY`;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '';
  } catch {
    return false;
  }
}

function parseEntry(raw: RawEnv, app: SubAppName): string {
  const name = entryVariableOf(app);
  const value = String(raw[name] ?? '').trim() || defaultEntry(app);
  // A path of this origin ('/ds/', not '//host') or an absolute http(s) URL, nothing else.
  const isPath = value.startsWith('/') && !value.startsWith('//');
  if ((!isPath && !isHttpUrl(value)) || /\s/.test(value)) {
    throw new EnvError(
      `${name} must be an http(s):// URL or a path starting with /, got "${value}"`,
    );
  }
  return value;
}

/** Every app's entry, validated; the contract's defaultEntry where a variable is unset. */
export function parseMicroEntries(raw: RawEnv): Record<SubAppName, string> {
  return Object.fromEntries(SUB_APP_NAMES.map((app) => [app, parseEntry(raw, app)])) as Record<
    SubAppName,
    string
  >;
}

/**
 * The origins of the entries that are served from elsewhere than the portal ('http://h:7101'),
 * each once, in the apps' order; an entry that is a path of the portal adds none ('self').
 */
export function entryOrigins(entries: Record<SubAppName, string>): string[] {
  const origins = SUB_APP_NAMES.map((app) => entries[app])
    .filter(isHttpUrl)
    .map((entry) => new URL(entry).origin);
  return [...new Set(origins)];
}
