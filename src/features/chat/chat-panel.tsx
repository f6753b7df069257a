/**
 * The customer-service chat panel (spec 2.6, 4, 9), rendered once by the layout beside the page.
 * Opened by the page header's 'consult me' (chatOpened) or, once per session after login, by
 * itself when the 'auto pop-up' preference is on. Shows the shortcuts, the consultation mailbox
 * with a copy icon, the robot frame (window height − 303 px) and the auto pop-up checkbox; its
 * width follows the drag handle on its left edge. Once opened it stays mounted while closed, so
 * the robot's conversation survives closing and reopening on the same page.
 *
 * Keyboard: opened by the user, the focus moves to the panel (a key still held
 * on the item that opened it can then press nothing inside it; the close button is the next Tab
 * stop; the auto pop-up never takes the focus); Escape inside the panel closes it, and the focus goes
 * back to where it was before the panel opened when that element is still on screen.
 */
import { CloseOutlined, CustomerServiceOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Spin } from 'antd';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ChatShortcuts } from '@/features/chat/chat-shortcuts';
import { frameHeightFor } from '@/features/chat/chat-sizes';
import { MailboxLine } from '@/features/chat/mailbox-line';
import { ResizeHandle } from '@/features/chat/resize-handle';
import { robotFrameSrc } from '@/features/chat/robot-frame-src';
import { useChatConfig } from '@/features/chat/use-chat-config';
import { useRobotMessages } from '@/features/chat/use-robot-messages';
import { useWindowHeight } from '@/features/chat/use-window-height';
import {
  changeAutoShowChat,
  chatAutoShown,
  chatClosed,
  chatContextChanged,
  chatWidthChanged,
  selectAutoShowPending,
  selectChatContext,
  selectChatWidth,
  selectIsAutoShowChat,
  selectIsShowChat,
} from '@/state/chat-slice';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectIsSignedIn } from '@/state/session-slice';
import { PlainText } from '@/components/lookalikes/plain-typography';

export default function ChatPanel() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const open = useAppSelector(selectIsShowChat);
  const autoShow = useAppSelector(selectIsAutoShowChat);
  const autoShowPending = useAppSelector(selectAutoShowPending);
  const signedIn = useAppSelector(selectIsSignedIn);
  const context = useAppSelector(selectChatContext);
  const width = useAppSelector(selectChatWidth);
  const frameHeight = frameHeightFor(useWindowHeight());
  const frameRef = useRef<HTMLIFrameElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const autoOpening = useRef(false);
  const returnFocus = useRef<Element | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  // The auto pop-up's one chance this session, as soon as a user is there.
  useEffect(() => {
    if (!signedIn || !autoShowPending) return;
    autoOpening.current = true;
    dispatch(chatAutoShown());
  }, [autoShowPending, dispatch, signedIn]);

  // Opened by the user: the focus follows into the panel. Once per opening: StrictMode's second
  // run of this effect must not take the focus from the page after an auto pop-up.
  const openingHandled = useRef(false);
  useEffect(() => {
    if (!open) {
      openingHandled.current = false;
      return;
    }
    if (openingHandled.current) return;
    openingHandled.current = true;
    if (autoOpening.current) {
      autoOpening.current = false;
      return;
    }
    returnFocus.current = document.activeElement;
    panelRef.current?.focus();
  }, [open]);

  const close = () => {
    dispatch(chatClosed());
    const back = returnFocus.current;
    returnFocus.current = null;
    if (back instanceof HTMLElement && back.isConnected && back.getClientRects().length > 0) {
      back.focus();
    }
  };

  // Opening records the page it was opened on: the robot's context (not followed while open).
  const recordPage = useEffectEvent(() => {
    if (context.pagePath !== pathname) dispatch(chatContextChanged({ pagePath: pathname }));
  });
  useEffect(() => {
    if (open) recordPage();
  }, [open]);

  const { state, retry } = useChatConfig(context.pagePath ?? null);
  const config = state.status === 'ready' ? state.config : null;
  useRobotMessages(frameRef, config);

  if (!open && state.status === 'idle') return null;
  const src = config ? robotFrameSrc(config.robotUrl, context) : null;

  let body;
  if (state.status === 'error' || (config && !src)) {
    body = (
      <div data-testid="chat-error" style={{ padding: 16 }}>
        <Alert
          type="error"
          showIcon
          title="网络异常"
          description={state.status === 'error' ? state.message : '客服机器人地址无效'}
          action={
            <Button size="small" onClick={retry} data-testid="chat-retry">
              重试
            </Button>
          }
        />
      </div>
    );
  } else if (config && src) {
    body = (
      <>
        <ChatShortcuts
          shortcuts={config.shortcuts}
          robotOrigin={config.robotOrigin}
          frameRef={frameRef}
          ready={loadedSrc === src}
        />
        <MailboxLine mailbox={config.mailbox} hotline={config.hotline} workTime={config.workTime} />
        <iframe
          ref={frameRef}
          key={src}
          src={src}
          title="智能客服机器人"
          data-testid="chat-frame"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          onLoad={() => setLoadedSrc(src)}
          style={{
            display: 'block',
            width: '100%',
            height: frameHeight,
            border: 0,
            pointerEvents: dragging ? 'none' : undefined,
          }}
        />
      </>
    );
  } else {
    body = (
      <div
        data-testid="chat-loading"
        style={{ height: frameHeight, display: 'grid', placeItems: 'center' }}
      >
        <Spin />
        <PlainText type="secondary">加载中...</PlainText>
      </div>
    );
  }

  return (
    <aside
      ref={panelRef}
      tabIndex={-1}
      data-testid="chat-panel"
      aria-label="智能客服"
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
      style={{
        display: open ? 'flex' : 'none',
        flexDirection: 'column',
        flex: 'none',
        alignSelf: 'flex-start',
        position: 'sticky',
        top: 0,
        width,
        maxWidth: '100vw',
        background: '#fff',
        borderLeft: '1px solid #f0f0f0',
        boxShadow: '-2px 0 8px rgba(0, 0, 0, 0.06)',
        userSelect: dragging ? 'none' : undefined,
        outline: 'none',
      }}
    >
      <ResizeHandle
        width={width}
        onResize={(next) => dispatch(chatWidthChanged(next))}
        onDragging={setDragging}
      />
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          padding: '10px 8px 10px 16px',
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <CustomerServiceOutlined style={{ color: '#1f4e9c', fontSize: 18 }} />
        <PlainText strong style={{ flex: 1 }}>
          智能客服
        </PlainText>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label="关闭客服面板"
          data-testid="chat-close"
          onClick={close}
        />
      </header>
      {body}
      <footer style={{ padding: '8px 16px', borderTop: '1px solid #f0f0f0' }}>
        <Checkbox
          checked={autoShow}
          data-testid="chat-auto-show"
          onChange={(event) => dispatch(changeAutoShowChat(event.target.checked))}
        >
          登录后自动弹出
        </Checkbox>
      </footer>
    </aside>
  );
}
