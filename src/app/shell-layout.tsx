/**
 * The signed-in frame, composed here because it joins features: the root layout with the chat
 * panel beside the page and the watermark over it.
 */
import ChatPanel from '@/features/chat/chat-panel';
import RootLayout from '@/features/layout/root-layout';
import Watermark from '@/features/watermark/watermark';

export default function ShellLayout() {
  return <RootLayout aside={<ChatPanel />} overlay={<Watermark />} />;
}
