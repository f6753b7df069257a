/**
 * The business constants and limits of spec 9, one home each, the spec's words beside them.
 * The HTTP timeouts live in the contract (sub-applications use them too) and are re-exported
 * here, so the shell reads every number of spec 9 from this module.
 */
export { DEFAULT_TIMEOUT_MS, LONG_TIMEOUT_MS } from '@contract';

/** "Script chunk timeout 120 s": a lazy chunk of the shell, or a sub-application's entry. */
export const SCRIPT_TIMEOUT_MS = 120_000;

/** "Breadcrumb tabs at most 6". */
export const TAB_LIMIT = 6;

/** "Toast duration 3 s, top offset 100" (seconds and px, as antd's message takes them). */
export const TOAST = { duration: 3, top: 100 } as const;

/** "Notice top 50": a pop-up notice (src/lib/feedback.ts) sits 50 px from the top, in px. */
export const NOTICE = { top: 50 } as const;

/** "Prevent re-click default 3000 ms". */
export const RECLICK_WINDOW_MS = 3000;

/** "Robot message debounce 3000 ms". */
export const ROBOT_MESSAGE_DEBOUNCE_MS = 3000;

/**
 * "Default debounce 50 ms": a filter the portal applies itself as the user types (the side menu's
 * search, the common-menu candidates) waits this long after the last key.
 */
export const DEFAULT_DEBOUNCE_MS = 50;

/**
 * Not a number of the spec: a type-ahead answered by the server (the institution suggestions of
 * registration, the product-name picker) waits 300 ms after the last key, a deliberate departure
 * from the 50 ms default so that typing a name sends one call instead of one per key.
 */
export const TYPEAHEAD_DEBOUNCE_MS = 300;

/**
 * "Scroll tracking delay 350 ms": while the page scrolls, its deepest position is reported at
 * most once per this many milliseconds, after the last scroll of the window (src/lib/scroll-tracking.ts).
 */
export const SCROLL_TRACKING_DELAY_MS = 350;

/** "Customer-service frame height = window height minus 303". */
export const CHAT_FRAME_HEIGHT_OFFSET = 303;

/** "Step title width 140 px (100 small)": a step's title, in the medium and the small Steps. */
export const STEP_TITLE_WIDTH = { medium: 140, small: 100 } as const;

/** "Attachment maximum 102400 KB". */
export const ATTACHMENT_MAX_KB = 102_400;

/** "Password minimum 6 characters". */
export const PASSWORD_MIN_LENGTH = 6;

/** "Watermark: canvas 300 by 150, rotated -20 degrees, opacity 0.3, placed 40 px from the top". */
export const WATERMARK_TILE = {
  width: 300,
  height: 150,
  rotateDeg: -20,
  opacity: 0.3,
  textTop: 40,
} as const;

/** "Service phone shown in the text set: 95548-3". */
export const SERVICE_PHONE = '95548-3';
