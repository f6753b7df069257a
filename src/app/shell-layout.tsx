/**
 * The signed-in frame, composed here because it joins features: the root layout with the chat
 * panel beside the page and the watermark over it, and the sub-application host beside it (it
 * renders into the layout's one #subapp-container through a portal, and runs qiankun). Each of
 * those three areas has its own error boundary: one failing never takes the menu down. The
 * loading bar stays while the page's sub-application loads (./subapp-progress.tsx).
 *
 * The frame's chunk is where the signed-in portal starts: it brings the RTK Query cache
 * (src/state/api-slice.ts), which the login page never downloads, and fills its state before the
 * first section asks for data.
 */
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import ChatPanel from '@/features/chat/chat-panel';
import RootLayout from '@/features/layout/root-layout';
import MicroHost from '@/features/micro/micro-host';
import Watermark from '@/features/watermark/watermark';
import { apiAttached, apiSlice } from '@/state/api-slice';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { AreaBoundary } from './area-boundary';
import { SubappProgress } from './subapp-progress';

/** Renders into an element of its own, put into the layout's #subapp-container once mounted. */
function SubappPortal({ children }: { children: ReactNode }) {
  const [host] = useState(() => document.createElement('div'));
  useEffect(() => {
    document.getElementById('subapp-container')?.append(host);
    return () => host.remove();
  }, [host]);
  return createPortal(children, host);
}

/** The sub-application area's panel goes where the sub-applications show. */
const inSubappContainer = (panel: ReactNode) => <SubappPortal>{panel}</SubappPortal>;

/**
 * Whether the store holds the API cache's state: the store was made before this chunk injected
 * it, and an injected slice gets its state with the next action. That action goes before paint.
 */
function useApiAttached(): boolean {
  const dispatch = useAppDispatch();
  const attached = useAppSelector((state) => state[apiSlice.reducerPath] !== undefined);
  useLayoutEffect(() => {
    if (!attached) dispatch(apiAttached());
  }, [attached, dispatch]);
  return attached;
}

export default function ShellLayout() {
  if (!useApiAttached()) return null;
  return (
    <>
      <RootLayout
        aside={
          <AreaBoundary area="chat" title="客服面板出错了">
            <ChatPanel />
          </AreaBoundary>
        }
        overlay={
          // The watermark layer lets no click through to a panel: a failure is only reported.
          <AreaBoundary area="watermark" title="水印加载出错了" place={() => null}>
            <Watermark />
          </AreaBoundary>
        }
      />
      <AreaBoundary area="micro" title="子应用区域出错了" place={inSubappContainer}>
        <MicroHost />
      </AreaBoundary>
      <SubappProgress />
    </>
  );
}
