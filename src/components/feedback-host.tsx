/**
 * antd's message and modal hooks, their holders rendered inside the providers
 * (so they take the theme and the locale), connected to src/lib/feedback.ts. Loaded lazily by
 * the providers: no page waits for this code to show.
 */
import { message, Modal } from 'antd';
import { useEffect } from 'react';
import { MESSAGE_CONFIG } from '@/config/feedback';
import { connectFeedback } from '@/lib/feedback';

export default function FeedbackHost() {
  const [messageApi, messageHolder] = message.useMessage(MESSAGE_CONFIG);
  const [modalApi, modalHolder] = Modal.useModal();

  useEffect(
    () => connectFeedback({ message: messageApi, modal: modalApi }),
    [messageApi, modalApi],
  );

  return (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );
}
