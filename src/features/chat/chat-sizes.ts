/** Sizes of the chat panel (spec 9: the robot frame is the window height minus 303 px). */
import { CHAT_FRAME_HEIGHT_OFFSET } from '@/config/spec-limits';

/** A very short window still gets a usable frame. */
export const MIN_FRAME_HEIGHT = 160;

export function frameHeightFor(windowHeight: number): number {
  return Math.max(MIN_FRAME_HEIGHT, Math.round(windowHeight) - CHAT_FRAME_HEIGHT_OFFSET);
}
