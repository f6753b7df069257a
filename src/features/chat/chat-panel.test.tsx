/**
 * The chat panel: opening and closing, the robot frame's height, a failed configuration load,
 * the auto pop-up after login.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { describe, expect, it } from 'vitest';
import { chatClosed, chatOpened, selectIsShowChat } from '@/state/chat-slice';
import {
  ORIGIN,
  PAGE,
  CONFIG,
  CONFIG_URL,
  answerConfig,
  renderPanel,
  openPanel,
  withPanelDefaults,
} from '../../../test/support/chat-panel-setup';

withPanelDefaults();

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
