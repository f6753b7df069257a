/**
 * What a sub-application may ask the shell, through `props.send(message)` (./app-props.ts).
 * The shell checks every message with isSubAppMessage and ignores anything else, so a message
 * has exactly the fields below, no more.
 *
 * | type                | effect in the shell                                                      |
 * |---------------------|--------------------------------------------------------------------------|
 * | navigate            | opens `path`, a path of the portal ('/iservice/tzjx/jxfx', '/', '/ds/x?y=1'); |
 * |                     | the shell's route guard applies; `replace` replaces the history entry     |
 * | refreshTips         | reloads the tips flags (e.g. after a notice letter is confirmed, which   |
 * |                     | lifts the letter redirect); the new flags arrive in the global state     |
 * | setTitle            | sets the page title (the header title and document.title)                |
 * | setBreadcrumbName   | renames the breadcrumb tab of the current page                           |
 * | stepMode            | on: the shell's Back button no longer goes back in history but sends a   |
 * |                     | `{ type: 'back', seq }` shellEvent in the global state; off: normal Back |
 *
 * Navigation inside the sub-application's own base may also use its own router (the shell
 * follows history.pushState); `navigate` is for everything else, and is what goes through the
 * shell's guard.
 */
export type SubAppMessage =
  | { type: 'navigate'; path: string; replace?: boolean }
  | { type: 'refreshTips' }
  | { type: 'setTitle'; title: string }
  | { type: 'setBreadcrumbName'; name: string }
  | { type: 'stepMode'; on: boolean };

export type SubAppMessageType = SubAppMessage['type'];

/** Longest title or breadcrumb name accepted. */
export const MAX_LABEL_LENGTH = 100;
/** Longest navigation path accepted. */
export const MAX_PATH_LENGTH = 2000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A path of this portal: starts with a single '/', no backslash, space or control character, so it can never name another site ('//evil.example', '/\\evil', 'https:...').
 */
export function isPortalPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= MAX_PATH_LENGTH &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !hasUnsafeCharacter(value)
  );
}

/** A backslash, a space, or an ASCII control character. */
function hasUnsafeCharacter(text: string): boolean {
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (ch === '\\' || code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

function isLabel(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= MAX_LABEL_LENGTH;
}

/** Exactly these keys, required ones first; optional ones may be absent. */
function hasOnlyKeys(value: Record<string, unknown>, required: string[], optional: string[] = []) {
  const keys = Object.keys(value);
  return (
    required.every((key) => Object.prototype.hasOwnProperty.call(value, key)) &&
    keys.every((key) => required.includes(key) || optional.includes(key))
  );
}

export function isSubAppMessage(value: unknown): value is SubAppMessage {
  if (!isRecord(value)) return false;
  switch (value.type) {
    case 'navigate':
      return (
        hasOnlyKeys(value, ['type', 'path'], ['replace']) &&
        isPortalPath(value.path) &&
        (value.replace === undefined || typeof value.replace === 'boolean')
      );
    case 'refreshTips':
      return hasOnlyKeys(value, ['type']);
    case 'setTitle':
      return hasOnlyKeys(value, ['type', 'title']) && isLabel(value.title);
    case 'setBreadcrumbName':
      return hasOnlyKeys(value, ['type', 'name']) && isLabel(value.name);
    case 'stepMode':
      return hasOnlyKeys(value, ['type', 'on']) && typeof value.on === 'boolean';
    default:
      return false;
  }
}
