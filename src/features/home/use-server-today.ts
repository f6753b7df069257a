/**
 * 交易日历 opens on the server's today (spec 7.4 sys/queryServerTime): the exchanges' day, which
 * a PC's clock may not tell. Until the answer is in, and when the call fails, the PC's today
 * stands; once the user has picked a month or a day (the returned flag), the answer changes
 * nothing.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { formatDate, formatMonth } from '@/lib/date-format';
import { useAppSelector } from '@/state/hooks';
import { serverClockOffset } from '@/state/server-clock';
import { selectUser } from '@/state/session-slice';

export function useServerToday(
  setMonth: (month: string) => void,
  setSelected: (day: string) => void,
): RefObject<boolean> {
  const userId = useAppSelector(selectUser)?.userId ?? '';
  const pickedRef = useRef(false);
  useEffect(() => {
    let live = true;
    void serverClockOffset(userId).then((offset) => {
      if (!live || offset === null || pickedRef.current) return;
      const today = new Date(Date.now() + offset);
      setMonth(formatMonth(today));
      setSelected(formatDate(today));
    });
    return () => {
      live = false;
    };
  }, [userId, setMonth, setSelected]);
  return pickedRef;
}
