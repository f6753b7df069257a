import { NOTICE, TOAST } from './spec-limits';

/** Spec 9's toasts (3 s, top offset 100), at most three at once (src/lib/feedback.ts). */
export const MESSAGE_CONFIG = { ...TOAST, maxCount: 3 } as const;

/** Spec 9's notices: a pop-up notice (antd's modal.warning) 50 px from the top. */
export const NOTICE_STYLE = { top: NOTICE.top } as const;
