/**
 * The chat panel (src/features/chat/chat-panel.tsx) for its tests: rendered with a store of the
 * session and chat slices, signed in as the demo admin against the mock API, the customer-service
 * configuration answered by the test, and messages posted as the robot frame would.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { CustomerServiceConfig } from '@/api/system-types';
import { setToken } from '@/lib/token-cookie';
import { db } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { issueToken } from '@/mocks/session';
import ChatPanel from '@/features/chat/chat-panel';
import { makeStore } from '@/app/store';
import { chatOpened } from '@/state/chat-slice';
import { userLoaded } from '@/state/session-slice';
import FeedbackHost from '@/components/feedback-host';

export const ORIGIN = window.location.origin;
export const PAGE = '/tgypt/tsfw/sjsj_gzpz';
export const CONFIG: CustomerServiceConfig = {
  mailbox: 'tgfw@xinghe-sec.com.cn',
  hotline: '95548-3',
  workTime: '交易日 8:30-17:30',
  robotUrl: '/robot/index.html',
  robotOrigin: ORIGIN,
  humanServiceUrl: 'https://im.xinghe-sec.com.cn/human-service?channel=fmp',
  shortcuts: [
    { key: 'cpfx', title: '产品发行', question: '私募证券基金产品发行需要准备哪些材料？' },
    { key: 'cscg', title: '参数变更', question: '如何申请产品参数变更？' },
    { key: 'lskf', title: '临时开放', question: '临时开放日需要提前多久申请？' },
  ],
};
export const CONFIG_URL = '*/api/sys/queryCustomerServiceConfig';

export function answerConfig(config: CustomerServiceConfig = CONFIG) {
  server.use(http.get(CONFIG_URL, () => HttpResponse.json({ code: 0, data: config })));
}

/** Signs in as the demo admin: a real token for the mock API, the user in the store. */
export function signIn(store: ReturnType<typeof makeChatStore>) {
  const user = db.users.find((u) => u.userName === 'admin')!;
  const token = issueToken(user.userId, user.instIds[0]!);
  setToken(token);
  store.dispatch(
    userLoaded({
      token,
      userId: user.userId,
      instId: user.instIds[0]!,
      instName: '星辰私募基金管理有限公司',
      userName: 'admin',
      realName: '管理员',
      userType: 0,
      roleNames: ['系统管理员'],
      instRoles: [],
    }),
  );
}

/** The app's store: the chat panel's process steps read the RTK Query cache. */
export function makeChatStore() {
  return makeStore();
}

export function renderPanel({ path = PAGE, signedIn = true } = {}) {
  const store = makeChatStore();
  if (signedIn) signIn(store);
  const router = createMemoryRouter(
    [
      { path: '/login', element: <div data-testid="login-page" /> },
      { path: '*', element: <ChatPanel /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <FeedbackHost />
    </Provider>,
  );
  return { ...view, store, router };
}

/** Opens the panel as 'consult me' does and waits for the robot frame. */
export async function openPanel(options?: Parameters<typeof renderPanel>[0]) {
  const rendered = renderPanel(options);
  act(() => {
    rendered.store.dispatch(chatOpened());
  });
  const frame = (await screen.findByTestId('chat-frame')) as HTMLIFrameElement;
  return { ...rendered, frame };
}

export function postFromRobot(
  data: unknown,
  over: { origin?: string; source?: Window | null } = {},
) {
  const frame = screen.getByTestId('chat-frame') as HTMLIFrameElement;
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: over.origin ?? ORIGIN,
        source: over.source === undefined ? frame.contentWindow : over.source,
      }),
    );
  });
}

/** Each test starts with the auto pop-up switched off and ends on real timers. */
export function withPanelDefaults(): void {
  beforeEach(() => {
    // Most tests open the panel themselves.
    localStorage.setItem('isAutoShowChat', 'false');
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
