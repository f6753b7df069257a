/**
 * The customer-service configuration (sys/queryCustomerServiceConfig) for the page the panel
 * was opened on: mailbox, hotline, robot address and origin, human-service link, shortcuts.
 * Nothing is fetched until there is a page (the panel has been opened); a failure can be retried.
 */
import { useEffect, useState } from 'react';
import { queryCustomerServiceConfig } from '@/api/system';
import type { CustomerServiceConfig } from '@/api/system-types';

export const NETWORK_MESSAGE = '网络异常';

export type ChatConfigState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; config: CustomerServiceConfig }
  | { status: 'error'; message: string };

type Answer = Awaited<ReturnType<typeof queryCustomerServiceConfig>>;

function stateOf(response: Answer): ChatConfigState {
  if (response === false) return { status: 'error', message: NETWORK_MESSAGE };
  if (response.code !== 0 || !response.data)
    return { status: 'error', message: response.message || '客服配置加载失败' };
  return { status: 'ready', config: response.data };
}

export function useChatConfig(pagePath: string | null): {
  state: ChatConfigState;
  retry: () => void;
} {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; state: ChatConfigState } | null>(null);
  const key = pagePath === null ? null : `${attempt}:${pagePath}`;

  useEffect(() => {
    if (key === null || pagePath === null) return undefined;
    let live = true;
    void queryCustomerServiceConfig(pagePath).then((response) => {
      if (live) setAnswer({ key, state: stateOf(response) });
    });
    return () => {
      live = false;
    };
  }, [key, pagePath]);

  let state: ChatConfigState;
  if (key === null) state = { status: 'idle' };
  else if (answer?.key === key) state = answer.state;
  else state = { status: 'loading' };
  return { state, retry: () => setAttempt((n) => n + 1) };
}
