/**
 * Entry overrides for sub-application developers (QA contract, "Sub-application entries"): in
 * development and demo builds the local-storage key `subapp-entry:<app>` points one area at an
 * app running on the developer's machine, like single-spa's import-map-overrides. Only
 * localhost and 127.0.0.1 are accepted, so a value planted in storage cannot send the portal's
 * session to another host; the production build never reads the key.
 */
export const ENTRY_OVERRIDE_PREFIX = 'subapp-entry:';

export const entryOverrideKey = (app: string): string => `${ENTRY_OVERRIDE_PREFIX}${app}`;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

export type OverrideVerdict =
  | { kind: 'none' }
  | { kind: 'accepted'; entry: string }
  | { kind: 'refused'; value: string; reason: string };

/** What a stored value means: nothing, an accepted entry (normalised URL), or a refusal. */
export function judgeOverride(value: string | null | undefined): OverrideVerdict {
  const text = (value ?? '').trim();
  if (text === '') return { kind: 'none' };
  const refused = (reason: string): OverrideVerdict => ({ kind: 'refused', value: text, reason });
  // An absolute http(s) URL, written out: no scheme-relative '//host', no spaces or backslashes.
  if (!/^https?:\/\/[^\s\\]+$/i.test(text)) return refused('须为 http(s):// 开头的完整地址');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refused('地址无法解析');
  }
  if (url.username !== '' || url.password !== '') return refused('地址不得包含用户名或密码');
  if (!LOCAL_HOSTS.has(url.hostname)) return refused('仅允许 localhost 或 127.0.0.1');
  return { kind: 'accepted', entry: url.href };
}
