/**
 * The mock's now as the 时钟 tab shows it, to the second: the last read `now` plus the time this
 * PC's clock has run since (QA contract: GET /__mock__/clock answers the instant; a running mock
 * clock runs as fast as the real one). Frozen, it stands. It re-renders at each new second of the
 * mock's time while mounted, and stops when unmounted (the tab hidden or the drawer closed).
 */
import { useEffect, useState } from 'react';
import type { MockClock } from './admin-types';

/** An answer of the clock with when it came, on this PC's clock (Date.now()). */
export interface ClockRead extends MockClock {
  nowMs: number;
  readAt: number;
}

const shownAt = (read: ClockRead): number =>
  read.frozen ? read.nowMs : read.nowMs + (Date.now() - read.readAt);

export function useTickingClock(read: ClockRead | null): number | null {
  // The last tick, for the read it belongs to: a newer read starts from its own `now`.
  const [tick, setTick] = useState<{ read: ClockRead; ms: number } | null>(null);

  useEffect(() => {
    if (read === null || read.frozen) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      // To the next whole second of the mock's time, so no second is skipped or shown twice.
      timer = setTimeout(
        () => {
          setTick({ read, ms: shownAt(read) });
          schedule();
        },
        1000 - (shownAt(read) % 1000),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [read]);

  if (read === null) return null;
  return tick?.read === read ? tick.ms : read.nowMs;
}
