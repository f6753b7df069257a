/**
 * Listens to the robot frame (spec 4, the protocol of src/policy/chat-message): messages from
 * anywhere but the frame, of any other shape, or repeated within 3 s are dropped; 'login' logs
 * out and goes to /login, 'human' opens the human-service link, 'link' opens a page of the portal.
 */
import { useEffect, useEffectEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CustomerServiceConfig } from '@/api/system-types';
import { PATHS } from '@/config/paths';
import {
  createRobotMessageGate,
  safeHumanServiceUrl,
  type RobotMessage,
} from '@/policy/chat-message';
import { useAppDispatch } from '@/state/hooks';
import { logOut } from '@/state/session-thunks';
import { useFeedback } from '@/lib/feedback';

/** Worth a debug note: something that at least looks like a robot message. */
function looksLikeRobotMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'type' in data;
}

export function useRobotMessages(
  frameRef: RefObject<HTMLIFrameElement | null>,
  config: CustomerServiceConfig | null,
): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { message: toast } = useFeedback();

  const act = useEffectEvent((message: RobotMessage, humanServiceUrl: string) => {
    switch (message.type) {
      case 'login':
        void dispatch(logOut()).then(() => {
          void toast.info('请重新登录');
          void navigate(PATHS.login, { replace: true });
        });
        break;
      case 'human': {
        const url = safeHumanServiceUrl(humanServiceUrl);
        if (url) window.open(url, '_blank', 'noopener,noreferrer');
        else void toast.warning('人工客服暂不可用，请发送邮件或致电咨询');
        break;
      }
      case 'link':
        void navigate(message.path);
        break;
    }
  });

  useEffect(() => {
    if (!config) return undefined;
    const gate = createRobotMessageGate();
    const onMessage = (event: MessageEvent) => {
      const verdict = gate(event, {
        origin: config.robotOrigin,
        source: frameRef.current?.contentWindow ?? null,
      });
      if (verdict.accepted) act(verdict.message, config.humanServiceUrl);
      else if (looksLikeRobotMessage(event.data))
        console.debug(`[chat] 已忽略消息（${verdict.reason}）来自 ${event.origin}`);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [config, frameRef]);
}
