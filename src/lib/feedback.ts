/**
 * The portal's toasts and pop-up notices (spec 9): `useFeedback()` gives `message` and `modal`
 * with antd's signatures, the calls the portal makes. antd's implementations (message, Modal with
 * its skeleton) are not part of the first download of any page: they come with
 * src/components/feedback-host.tsx, a lazy chunk the providers render, which connects them here.
 * What is asked before that is kept and shown as soon as the host is there. The toasts take
 * spec 9's 3 s at 100 px from the top (src/config/feedback.ts, given to antd by the host); the
 * portal's notices are pop-ups (modal.warning, 提示), placed at spec 9's notice top of 50 px.
 */
import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import { NOTICE_STYLE } from '@/config/feedback';

export interface FeedbackApis {
  message: MessageInstance;
  modal: ModalApi;
}

type Call = (apis: FeedbackApis) => void;

let connected: FeedbackApis | null = null;
const waiting: Call[] = [];

function run(call: Call): void {
  if (connected) call(connected);
  else waiting.push(call);
}

/** The host's antd instances; what waited is shown now. Returns the disconnection. */
export function connectFeedback(apis: FeedbackApis): () => void {
  connected = apis;
  for (const call of waiting.splice(0)) call(apis);
  return () => {
    if (connected === apis) connected = null;
  };
}

type MessageArgs = Parameters<MessageInstance['success']>;

const feedback = {
  message: {
    success: (...args: MessageArgs) => run((apis) => void apis.message.success(...args)),
    error: (...args: MessageArgs) => run((apis) => void apis.message.error(...args)),
    warning: (...args: MessageArgs) => run((apis) => void apis.message.warning(...args)),
    info: (...args: MessageArgs) => run((apis) => void apis.message.info(...args)),
  },
  modal: {
    warning: (config: ModalFuncProps) =>
      run(
        (apis) =>
          void apis.modal.warning({ ...config, style: { ...config.style, ...NOTICE_STYLE } }),
      ),
  },
};

export type Feedback = typeof feedback;

/** The toasts and notices of the page (the same object everywhere). */
export function useFeedback(): Feedback {
  return feedback;
}
