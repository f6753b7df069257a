/**
 * The robot frame's address: the configured robot URL (absolute, or a path of the portal) with
 * the page context as its query. Only http(s) addresses are framed.
 */
import type { ChatContext } from '@/state/chat-slice';

export function robotFrameSrc(
  robotUrl: string,
  context: ChatContext,
  base: string = window.location.href,
): string | null {
  let url: URL;
  try {
    url = new URL(robotUrl, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  for (const [key, value] of Object.entries(context)) url.searchParams.set(key, value);
  return url.toString();
}
