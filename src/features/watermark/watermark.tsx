/**
 * The watermark (spec 2.8), rendered once by the layout: on the five pages of
 * src/policy/watermark a layer with the user name and the time covers the screen; on every other
 * page it is gone. The layer lives outside React's tree (./watermark-layer). The time is the
 * server's (src/state/server-clock.ts, loaded with the first watermark page): the PC's clock corrected
 * by the difference the server gave, the PC's own until that answer is in.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { showsWatermark } from '@/policy/watermark';
import { mountWatermark } from '@/features/watermark/watermark-layer';
import { useAppSelector } from '@/state/hooks';
import { selectUser } from '@/state/session-slice';

export default function Watermark() {
  const { pathname } = useLocation();
  const user = useAppSelector(selectUser);
  const userName = user?.userName ?? '';
  const userId = user?.userId ?? '';
  const shown = userName !== '' && showsWatermark(pathname);

  useEffect(() => {
    if (!shown) return undefined;
    let offsetMs = 0;
    void import('@/state/server-clock')
      .then(({ serverClockOffset }) => serverClockOffset(userId))
      .then((offset) => {
        offsetMs = offset ?? 0;
      });
    return mountWatermark({ userName, now: () => Date.now() + offsetMs });
  }, [shown, userName, userId]);

  return null;
}
