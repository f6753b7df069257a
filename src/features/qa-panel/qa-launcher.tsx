/**
 * The QA panel's way in, development and demo builds only (src/app mounts it behind a build-time
 * gate, so the production build has none of it): a small fixed button in the lower right corner
 * (test id qa-panel-button) and the key combination Ctrl+Alt+Q. Both open the drawer
 * (./qa-drawer.tsx), which loads when first opened. The button moves left of the chat panel
 * while that is open, so it never covers it.
 */
import { ExperimentOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { selectChatWidth, selectIsShowChat } from '@/state/chat-slice';
import { useAppSelector } from '@/state/hooks';
import { isQaHotkey, QA_HOTKEY_TEXT } from './qa-hotkey';

const QaDrawer = lazy(() => import('./qa-drawer'));

const MARGIN = 16;

export default function QaLauncher() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const chatOpen = useAppSelector(selectIsShowChat);
  const chatWidth = useAppSelector(selectChatWidth);
  // Where the focus was when the panel opened: it goes back there once the panel has closed.
  const returnTo = useRef<Element | null>(null);

  const show = () => {
    returnTo.current = document.activeElement;
    setUsed(true);
    setOpen(true);
  };
  const restoreFocus = () => {
    const back = returnTo.current;
    returnTo.current = null;
    if (back instanceof HTMLElement && back.isConnected) back.focus({ preventScroll: true });
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isQaHotkey(event)) return;
      event.preventDefault();
      if (open) setOpen(false);
      else show();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  });

  return (
    <>
      <Tooltip title={`测试面板（${QA_HOTKEY_TEXT}）`} placement="left">
        <Button
          shape="circle"
          icon={<ExperimentOutlined />}
          aria-label={`打开测试面板（${QA_HOTKEY_TEXT}）`}
          aria-keyshortcuts="Control+Alt+Q"
          data-testid="qa-panel-button"
          onClick={show}
          style={{
            position: 'fixed',
            right: chatOpen ? chatWidth + MARGIN : MARGIN,
            bottom: MARGIN,
            zIndex: 999,
            opacity: 0.85,
            boxShadow: '0 2px 8px rgba(0, 0, 0, 0.15)',
          }}
        />
      </Tooltip>
      {used && (
        <Suspense fallback={null}>
          <QaDrawer open={open} onClose={() => setOpen(false)} onClosed={restoreFocus} />
        </Suspense>
      )}
    </>
  );
}
