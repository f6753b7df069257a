/**
 * The server's clock (spec 7.4 POST sys/queryServerTime) for the watermark (spec 2.8: a
 * screenshot must carry the time it was taken, which the PC's own clock may not tell) and the
 * trading calendar's today (the exchanges' day, not the PC's). The difference between the
 * server's clock and the PC's is asked once per session (the user and the token of that
 * sign-in) and kept in memory; the request's round trip is split in two (the server read its
 * clock about half-way). Until the answer is in, or when the call fails, the PC's clock stands
 * (difference 0) and a later page asks again.
 */
import { queryServerTime } from '@/api/system';
import { getToken } from '@/lib/token-cookie';

let known: { session: string; offsetMs: Promise<number | null> } | null = null;

async function askOffset(now: () => number): Promise<number | null> {
  const sentAt = now();
  const answer = await queryServerTime();
  const receivedAt = now();
  if (!answer || answer.code !== 0 || !Number.isFinite(answer.data.timestamp)) return null;
  return answer.data.timestamp - (sentAt + receivedAt) / 2;
}

/**
 * Milliseconds to add to the PC's clock to read the server's, for this user's session (null:
 * unknown). A new sign-in asks again: the server's clock may have moved since.
 */
export function serverClockOffset(
  userId: string,
  now: () => number = Date.now,
): Promise<number | null> {
  const session = `${userId} ${getToken() ?? ''}`;
  if (known?.session !== session) {
    const offsetMs = askOffset(now);
    known = { session, offsetMs };
    // A failure is not kept: the next watermark asks again.
    void offsetMs.then((offset) => {
      if (offset === null && known?.offsetMs === offsetMs) known = null;
    });
  }
  return known.offsetMs;
}
