import { TOAST } from './spec-limits';

/** Spec 9's toasts (3 s, top offset 100), at most three at once (src/lib/feedback.ts). */
export const MESSAGE_CONFIG = { ...TOAST, maxCount: 3 } as const;
