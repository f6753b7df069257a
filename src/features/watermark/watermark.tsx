/**
 * The watermark (spec 2.8), rendered once by the layout: on the five pages of
 * src/policy/watermark a layer with the user name and the time covers the screen; on every other
 * page it is gone. The layer lives outside React's tree (./watermark-layer).
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
  const shown = userName !== '' && showsWatermark(pathname);

  useEffect(() => {
    if (!shown) return undefined;
    return mountWatermark({ userName });
  }, [shown, userName]);

  return null;
}
