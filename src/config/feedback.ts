/** Spec 9: toasts last 3 s at top offset 100 (src/lib/feedback.ts). */
export const MESSAGE_CONFIG = { duration: 3, top: 100, maxCount: 3 } as const;
