/**
 * Opening a menu key's external address (spec 2.4) after the server has said the user may
 * (spec 7.2 user/verifyPermForExt): the menu on screen can be older than the user's
 * permissions, and a key can come from elsewhere (the common menus). The window opens at the
 * click, so that no popup blocker stops it, without a handle back to the portal; it is pointed
 * at the address once the answer allows it, and closed with a message otherwise.
 */
import { authMessage } from '@/api/auth-codes';
import { verifyPermForExt } from '@/api/menu';

export const EXTERNAL_DENIED = '您无权访问该外部系统';

export async function openCheckedExternal(
  key: string,
  url: string,
  warn: (text: string) => void,
): Promise<void> {
  const opened = window.open('about:blank', '_blank');
  if (opened) opened.opener = null;
  const answer = await verifyPermForExt(key);
  if (answer && answer.code === 0 && answer.data.allowed) {
    // Absolute: the blank window's own address would not resolve a path of this site.
    if (opened) opened.location.replace(new URL(url, window.location.href).href);
    else window.open(url, '_blank', 'noopener,noreferrer');
    return;
  }
  opened?.close();
  warn(answer && answer.code === 0 ? EXTERNAL_DENIED : authMessage(answer, EXTERNAL_DENIED));
}
