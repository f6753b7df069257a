/**
 * The chat panel around the robot: the mailbox line, the shortcuts, the robot's messages, the
 * width.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTHING_TO_COPY } from '@/features/chat/mailbox-line';
import { CHAT_WIDTH, selectChatWidth, selectIsShowChat } from '@/state/chat-slice';
import { selectUser } from '@/state/session-slice';
import {
  ORIGIN,
  PAGE,
  CONFIG,
  answerConfig,
  openPanel,
  postFromRobot,
  withPanelDefaults,
} from '../../../test/support/chat-panel-setup';

withPanelDefaults();

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
