/**
 * The chat panel's left edge: drag it (pointer) or use the arrow keys when it has the focus to
 * change the panel's width, within CHAT_WIDTH's bounds. Left makes the panel wider.
 */
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { CHAT_WIDTH } from '@/state/chat-slice';

interface Props {
  width: number;
  onResize: (width: number) => void;
  /** A drag started or ended (the frame must not swallow the pointer meanwhile). */
  onDragging: (dragging: boolean) => void;
}

export function ResizeHandle({ width, onResize, onDragging }: Props) {
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.focus();
    drag.current = { startX: event.clientX, startWidth: width };
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // No pointer capture (old browser, test DOM): moves over the handle still count.
    }
    onDragging(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    onResize(start.startWidth + (start.startX - event.clientX));
  };

  const end = () => {
    if (!drag.current) return;
    drag.current = null;
    onDragging(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? CHAT_WIDTH.step * 5 : CHAT_WIDTH.step;
    const next: Record<string, number> = {
      ArrowLeft: width + step,
      ArrowRight: width - step,
      Home: CHAT_WIDTH.min,
      End: CHAT_WIDTH.max,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onResize(target);
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="调整客服面板宽度"
      aria-valuemin={CHAT_WIDTH.min}
      aria-valuemax={CHAT_WIDTH.max}
      aria-valuenow={width}
      tabIndex={0}
      data-testid="chat-resize"
      className="chat-resize-handle"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={end}
      onPointerCancel={end}
      onLostPointerCapture={end}
      onKeyDown={onKeyDown}
      style={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        left: -4,
        width: 8,
        cursor: 'col-resize',
        touchAction: 'none',
        zIndex: 1,
      }}
    />
  );
}
