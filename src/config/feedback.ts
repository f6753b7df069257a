/** Spec 9: toasts last 3 s at top offset 100; notices sit 50 px from the top. */
export const MESSAGE_CONFIG = { duration: 3, top: 100, maxCount: 3 } as const;
export const NOTIFICATION_CONFIG = { top: 50, duration: 3 } as const;
