/**
 * The signed-in frame, composed here because it joins features: the root layout with the chat
 * panel beside the page and the watermark over it, and the sub-application host beside it (it
 * renders into the layout's one #subapp-container through a portal, and runs qiankun).
 */
import ChatPanel from '@/features/chat/chat-panel';
import RootLayout from '@/features/layout/root-layout';
import MicroHost from '@/features/micro/micro-host';
import Watermark from '@/features/watermark/watermark';

export default function ShellLayout() {
  return (
    <>
      <RootLayout aside={<ChatPanel />} overlay={<Watermark />} />
      <MicroHost />
    </>
  );
}
