/** The visible SMS resend countdown (auth and registration): `start(seconds)`, then `left` ticks down to 0 each second. */
import { useCallback, useEffect, useState } from 'react';

export const SMS_RESEND_SECONDS = 60;

export function useCountdown(): { left: number; start: (seconds?: number) => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 250);
    return () => clearTimeout(timer);
  }, [until, now]);
  const start = useCallback((seconds: number = SMS_RESEND_SECONDS) => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
  }, []);
  return { left: Math.max(0, Math.ceil((until - now) / 1000)), start };
}
