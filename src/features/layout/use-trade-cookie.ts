/**
 * Spec 7.4 sys/getTradeCookie: the custody online-banking (托管网银) session cookie. When a page
 * of that area opens, the shell asks for it (once per institution while it is valid) and sets it
 * as src/policy/trade-cookie.ts allows, for the online-banking service the page calls. Leaving
 * the signed-in frame (logout, lock) or switching institution removes it.
 */
import { useEffect, useRef } from 'react';
import { authMessage } from '@/api/auth-codes';
import { getTradeCookie } from '@/api/system';
import { useFeedback } from '@/lib/feedback';
import { canonicalPath } from '@/policy/canonical-path';
import { expiredCookieLine, TRADE_PAGES, tradeCookieLine } from '@/policy/trade-cookie';

export const TRADE_COOKIE_FAILED = '托管网银会话建立失败，请稍后重试';

interface Held {
  instId: string;
  name: string;
  path: string;
  /** Milliseconds since the epoch at which the cookie expires. */
  until: number;
}

export function useTradeCookie(pathname: string, instId: string | undefined): void {
  const { message } = useFeedback();
  const held = useRef<Held | null>(null);
  const onTradePage = TRADE_PAGES.test(canonicalPath(pathname) ?? '');

  useEffect(() => {
    const current = held.current;
    if (!onTradePage || !instId) return;
    if (current?.instId === instId && current.until > Date.now()) return;
    let live = true;
    void getTradeCookie().then((answer) => {
      if (!live) return;
      if (!answer || answer.code !== 0) {
        void message.warning(authMessage(answer, TRADE_COOKIE_FAILED));
        return;
      }
      const cookie = tradeCookieLine(answer.data, {
        hostname: window.location.hostname,
        secure: window.location.protocol === 'https:',
        now: Date.now(),
      });
      if (!cookie) {
        console.warn('[tgwy] the trade cookie of the answer cannot be set', answer.data.name);
        void message.warning(TRADE_COOKIE_FAILED);
        return;
      }
      document.cookie = cookie.line;
      const { name, path } = answer.data;
      held.current = { instId, name, path, until: cookie.expiresAt };
    });
    return () => {
      live = false;
    };
  }, [onTradePage, instId, message, pathname]);

  useEffect(
    () => () => {
      const cookie = held.current;
      if (cookie) document.cookie = expiredCookieLine(cookie.name, cookie.path);
      held.current = null;
    },
    [instId],
  );
}
