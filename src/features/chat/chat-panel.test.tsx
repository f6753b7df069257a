import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerServiceConfig } from '@/api/system-types';
import { setToken } from '@/lib/token-cookie';
import { db } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { issueToken } from '@/mocks/session';
import ChatPanel from '@/features/chat/chat-panel';
import { NOTHING_TO_COPY } from '@/features/chat/mailbox-line';
import {
  CHAT_WIDTH,
  chatClosed,
  chatOpened,
  chatSlice,
  selectChatWidth,
  selectIsShowChat,
} from '@/state/chat-slice';
import { selectUser, sessionSlice, userLoaded } from '@/state/session-slice';
import FeedbackHost from '@/components/feedback-host';

const ORIGIN = window.location.origin;
const PAGE = '/tgypt/tsfw/sjsj_gzpz';
const CONFIG: CustomerServiceConfig = {
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
const CONFIG_URL = '*/api/sys/queryCustomerServiceConfig';

function answerConfig(config: CustomerServiceConfig = CONFIG) {
  server.use(http.get(CONFIG_URL, () => HttpResponse.json({ code: 0, data: config })));
}

/** Signs in as the demo admin: a real token for the mock API, the user in the store. */
function signIn(store: ReturnType<typeof makeChatStore>) {
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

function makeChatStore() {
  return configureStore({ reducer: combineSlices(sessionSlice, chatSlice) });
}

function renderPanel({ path = PAGE, signedIn = true } = {}) {
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
async function openPanel(options?: Parameters<typeof renderPanel>[0]) {
  const rendered = renderPanel(options);
  act(() => {
    rendered.store.dispatch(chatOpened());
  });
  const frame = (await screen.findByTestId('chat-frame')) as HTMLIFrameElement;
  return { ...rendered, frame };
}

function postFromRobot(data: unknown, over: { origin?: string; source?: Window | null } = {}) {
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

beforeEach(() => {
  // Most tests open the panel themselves.
  localStorage.setItem('isAutoShowChat', 'false');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('opening and closing', () => {
  it('is not there until opened', () => {
    renderPanel();
    expect(screen.queryByTestId('chat-panel')).toBeNull();
  });

  it('opens on chatOpened with the robot frame of the configuration for this page', async () => {
    const { frame } = await openPanel();
    expect(screen.getByTestId('chat-panel')).toBeVisible();
    // The real mock handler: the robot page of the portal, the page as context.
    expect(frame.src).toBe(`${ORIGIN}/robot/index.html?pagePath=${encodeURIComponent(PAGE)}`);
    expect(frame.title).toBe('智能客服机器人');
    expect(screen.getByTestId('chat-mailbox')).toHaveTextContent('tgfw@xinghe-sec.com.cn');
    expect(screen.getByText(/95548-3/)).toBeInTheDocument();
    for (const title of ['产品发行', '参数变更', '临时开放'])
      expect(screen.getByRole('button', { name: title })).toBeInTheDocument();
  });

  it('shows a loading state while the configuration loads', async () => {
    let release: () => void = () => {};
    server.use(
      http.get(CONFIG_URL, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ code: 0, data: CONFIG });
      }),
    );
    const { store } = renderPanel();
    act(() => {
      store.dispatch(chatOpened());
    });
    expect(await screen.findByTestId('chat-loading')).toHaveTextContent('加载中');
    expect(screen.queryByTestId('chat-frame')).toBeNull();
    release();
    expect(await screen.findByTestId('chat-frame')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-loading')).toBeNull();
  });

  it('closes with its close button and keeps the robot conversation for the next opening', async () => {
    const user = userEvent.setup();
    const { frame, store } = await openPanel();
    await user.click(screen.getByTestId('chat-close'));
    expect(selectIsShowChat(store.getState())).toBe(false);
    expect(screen.getByTestId('chat-panel')).not.toBeVisible();
    act(() => {
      store.dispatch(chatOpened());
    });
    expect(screen.getByTestId('chat-panel')).toBeVisible();
    expect(screen.getByTestId('chat-frame')).toBe(frame);
  });

  it('asks for the configuration of the page it is opened on next time', async () => {
    const { store, router } = await openPanel();
    act(() => {
      store.dispatch(chatClosed());
    });
    await act(() => router.navigate('/iservice/cpgl/cpfx'));
    act(() => {
      store.dispatch(chatOpened());
    });
    await waitFor(() =>
      expect((screen.getByTestId('chat-frame') as HTMLIFrameElement).src).toContain(
        `pagePath=${encodeURIComponent('/iservice/cpgl/cpfx')}`,
      ),
    );
  });

  it('does not follow the pages while open', async () => {
    const { router, frame } = await openPanel();
    await act(() => router.navigate('/main'));
    expect(screen.getByTestId('chat-frame')).toBe(frame);
    expect(frame.src).toContain(`pagePath=${encodeURIComponent(PAGE)}`);
  });
});

describe('the robot frame height (spec 9: window height − 303)', () => {
  it('follows the window', async () => {
    window.innerHeight = 768;
    const { frame } = await openPanel();
    expect(frame.style.height).toBe(`${768 - 303}px`);
    act(() => {
      window.innerHeight = 1000;
      window.dispatchEvent(new Event('resize'));
    });
    expect(frame.style.height).toBe('697px');
    act(() => {
      window.innerHeight = 300;
      window.dispatchEvent(new Event('resize'));
    });
    expect(frame.style.height).toBe('160px');
  });
});

describe('a failed configuration load', () => {
  it('shows 网络异常 with a retry that loads it again', async () => {
    server.use(http.get(CONFIG_URL, () => new HttpResponse(null, { status: 500 })));
    const { store } = renderPanel();
    act(() => {
      store.dispatch(chatOpened());
    });
    const error = await screen.findByTestId('chat-error');
    expect(error).toHaveTextContent('网络异常');
    expect(screen.queryByTestId('chat-frame')).toBeNull();
    answerConfig();
    await userEvent.setup().click(screen.getByTestId('chat-retry'));
    expect(await screen.findByTestId('chat-frame')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-error')).toBeNull();
  });

  it('shows the server message for a refusal', async () => {
    server.use(http.get(CONFIG_URL, () => HttpResponse.json({ code: 1002, message: '参数错误' })));
    const { store } = renderPanel();
    act(() => {
      store.dispatch(chatOpened());
    });
    const error = await screen.findByTestId('chat-error');
    expect(error).toHaveTextContent('网络异常');
    expect(error).toHaveTextContent('参数错误');
  });

  it('refuses a robot address that is not http(s)', async () => {
    answerConfig({ ...CONFIG, robotUrl: 'javascript:alert(1)' });
    const { store } = renderPanel();
    act(() => {
      store.dispatch(chatOpened());
    });
    expect(await screen.findByTestId('chat-error')).toHaveTextContent('客服机器人地址无效');
    expect(screen.queryByTestId('chat-frame')).toBeNull();
  });
});

describe('the auto pop-up (isAutoShowChat, default true)', () => {
  it('opens the panel by itself after login when nothing is stored', async () => {
    localStorage.removeItem('isAutoShowChat');
    renderPanel();
    expect(await screen.findByTestId('chat-panel')).toBeVisible();
    expect(screen.getByTestId('chat-auto-show')).toBeChecked();
  });

  it('waits for a signed-in user', () => {
    localStorage.removeItem('isAutoShowChat');
    renderPanel({ signedIn: false });
    expect(screen.queryByTestId('chat-panel')).toBeNull();
  });

  it('stays closed when switched off, and the checkbox stores the choice', async () => {
    const user = userEvent.setup();
    answerConfig();
    const { store } = await openPanel();
    const checkbox = screen.getByTestId('chat-auto-show');
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    expect(localStorage.getItem('isAutoShowChat')).toBe('true');
    expect(checkbox).toBeChecked();
    await user.click(checkbox);
    expect(localStorage.getItem('isAutoShowChat')).toBe('false');
    expect(selectIsShowChat(store.getState())).toBe(true);
  });
});

describe('the mailbox line', () => {
  it('copies the mailbox with the Clipboard API', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await openPanel();
    await user.click(screen.getByTestId('chat-copy-mailbox'));
    expect(writeText).toHaveBeenCalledWith('tgfw@xinghe-sec.com.cn');
    expect(await screen.findByText('邮箱已复制')).toBeInTheDocument();
  });

  it('only notes in the console when there is nothing to copy', async () => {
    answerConfig({ ...CONFIG, mailbox: '  ' });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await openPanel();
    expect(screen.getByTestId('chat-mailbox')).toHaveTextContent('暂无');
    await user.click(screen.getByTestId('chat-copy-mailbox'));
    expect(info).toHaveBeenCalledWith(NOTHING_TO_COPY);
    expect(NOTHING_TO_COPY).toBe('[chat] 无可复制的内容');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says so when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await openPanel();
    await user.click(screen.getByTestId('chat-copy-mailbox'));
    expect(await screen.findByText('复制失败，请手动复制')).toBeInTheDocument();
  });
});

describe('the shortcuts', () => {
  it('ask the robot their question once its page has loaded, for its origin only', async () => {
    const user = userEvent.setup();
    answerConfig();
    const { frame } = await openPanel();
    const button = screen.getByRole('button', { name: '产品发行' });
    expect(button).toBeDisabled();
    fireEvent.load(frame);
    expect(button).toBeEnabled();
    const post = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => {});
    await user.click(button);
    expect(post).toHaveBeenCalledWith(
      { type: 'ask', question: '私募证券基金产品发行需要准备哪些材料？' },
      ORIGIN,
    );
    await user.click(screen.getByRole('button', { name: '临时开放' }));
    expect(post).toHaveBeenLastCalledWith(
      { type: 'ask', question: '临时开放日需要提前多久申请？' },
      ORIGIN,
    );
  });
});

describe('messages of the robot', () => {
  beforeEach(() => answerConfig());

  it("'login' logs out and goes to /login", async () => {
    const { store, router } = await openPanel();
    postFromRobot({ type: 'login' });
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(selectUser(store.getState())).toBeNull();
    expect(selectIsShowChat(store.getState())).toBe(false);
  });

  it("'human' opens the human-service link in a new window without opener", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await openPanel();
    postFromRobot({ type: 'human' });
    expect(open).toHaveBeenCalledWith(CONFIG.humanServiceUrl, '_blank', 'noopener,noreferrer');
  });

  it("'human' does not open a link that is not http(s)", async () => {
    answerConfig({ ...CONFIG, humanServiceUrl: 'javascript:alert(1)' });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await openPanel();
    postFromRobot({ type: 'human' });
    expect(open).not.toHaveBeenCalled();
    expect(await screen.findByText(/人工客服暂不可用/)).toBeInTheDocument();
  });

  it("'link' opens the page, and a second link within 3 s is ignored", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { router } = await openPanel();
    postFromRobot({ type: 'link', path: '/iservice/cpgl/cpfx' });
    expect(router.state.location.pathname).toBe('/iservice/cpgl/cpfx');
    postFromRobot({ type: 'link', path: '/iservice/cpgl/cpcsbg' });
    expect(router.state.location.pathname).toBe('/iservice/cpgl/cpfx');
    vi.advanceTimersByTime(3000);
    postFromRobot({ type: 'link', path: '/iservice/cpgl/cpcsbg?type=10' });
    expect(router.state.location.pathname).toBe('/iservice/cpgl/cpcsbg');
    expect(router.state.location.search).toBe('?type=10');
  });

  it('ignores a link off the site', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const { router } = await openPanel();
    postFromRobot({ type: 'link', path: '//evil.example.com/' });
    postFromRobot({ type: 'link', path: 'https://evil.example.com/' });
    expect(router.state.location.pathname).toBe(PAGE);
    expect(debug).toHaveBeenCalledWith(expect.stringContaining('unsafe-link'));
  });

  it.each<[string, unknown[], { origin?: string; source?: Window | null }]>([
    [
      'another origin',
      [{ type: 'login' }, { type: 'human' }, { type: 'link', path: '/main' }],
      { origin: 'https://evil.example.com' },
    ],
    [
      'another window of the same origin',
      [{ type: 'login' }, { type: 'human' }, { type: 'link', path: '/main' }],
      { source: window },
    ],
    ['no source', [{ type: 'login' }, { type: 'human' }], { source: null }],
    ['the wrong shape', [{ type: 'logout' }, { type: 'humanService' }], {}],
    ['a link with url instead of path', [{ type: 'link', url: '/main' }], {}],
    ['strings', ['login', 'human', '{"type":"login"}'], {}],
    [
      'extra fields',
      [
        { type: 'login', force: true },
        { type: 'human', url: 'x' },
      ],
      {},
    ],
  ])('ignores %s', async (_name, messages, over) => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { store, router } = await openPanel();
    for (const data of messages) postFromRobot(data, over);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(selectUser(store.getState())).not.toBeNull();
    expect(router.state.location.pathname).toBe(PAGE);
    expect(open).not.toHaveBeenCalled();
  });

  it('stops listening when the panel goes', async () => {
    const { store, router, unmount } = await openPanel();
    const frame = screen.getByTestId('chat-frame') as HTMLIFrameElement;
    const source = frame.contentWindow;
    unmount();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'link', path: '/main' },
          origin: ORIGIN,
          source,
        }),
      );
    });
    expect(router.state.location.pathname).toBe(PAGE);
    expect(selectUser(store.getState())).not.toBeNull();
  });
});

describe('the width', () => {
  it('changes with the arrow keys on the focused handle, within the bounds', async () => {
    const user = userEvent.setup();
    const { store } = await openPanel();
    const panel = screen.getByTestId('chat-panel');
    const handle = within(panel).getByRole('separator', { name: '调整客服面板宽度' });
    expect(panel.style.width).toBe(`${CHAT_WIDTH.initial}px`);
    handle.focus();
    await user.keyboard('{ArrowLeft}');
    expect(selectChatWidth(store.getState())).toBe(CHAT_WIDTH.initial + CHAT_WIDTH.step);
    expect(panel.style.width).toBe(`${CHAT_WIDTH.initial + CHAT_WIDTH.step}px`);
    expect(handle).toHaveAttribute('aria-valuenow', String(CHAT_WIDTH.initial + CHAT_WIDTH.step));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selectChatWidth(store.getState())).toBe(CHAT_WIDTH.initial - CHAT_WIDTH.step);
    await user.keyboard('{End}');
    expect(selectChatWidth(store.getState())).toBe(CHAT_WIDTH.max);
    await user.keyboard('{ArrowLeft}');
    expect(selectChatWidth(store.getState())).toBe(CHAT_WIDTH.max);
    await user.keyboard('{Home}');
    expect(selectChatWidth(store.getState())).toBe(CHAT_WIDTH.min);
  });

  it('follows a drag of the handle (left is wider), within the bounds', async () => {
    const { store, frame } = await openPanel();
    const handle = screen.getByTestId('chat-resize');
    fireEvent.pointerDown(handle, { clientX: 900, button: 0, pointerId: 1 });
    expect(frame.style.pointerEvents).toBe('none');
    fireEvent.pointerMove(handle, { clientX: 800, pointerId: 1 });
    expect(selectChatWidth(store.getState())).toBe(CHAT_WIDTH.initial + 100);
    fireEvent.pointerMove(handle, { clientX: 100, pointerId: 1 });
    expect(selectChatWidth(store.getState())).toBe(CHAT_WIDTH.max);
    fireEvent.pointerMove(handle, { clientX: 1800, pointerId: 1 });
    expect(selectChatWidth(store.getState())).toBe(CHAT_WIDTH.min);
    fireEvent.pointerUp(handle, { clientX: 1800, pointerId: 1 });
    expect(frame.style.pointerEvents).toBe('');
    // After the drag, moving the pointer changes nothing.
    fireEvent.pointerMove(handle, { clientX: 500, pointerId: 1 });
    expect(selectChatWidth(store.getState())).toBe(CHAT_WIDTH.min);
  });
});
