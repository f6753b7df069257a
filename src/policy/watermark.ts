/**
 * The watermark (spec 2.8, 9): on five custody data pages a full-screen, translucent,
 * non-clickable layer repeats the user name and the current time, so a screenshot of the data
 * says who took it and when. This module holds the pages, the decision and the drawing
 * parameters; src/features/watermark draws and guards the layer.
 */
import { WATERMARK_PATHS } from '@/config/menu-keys';
import { WATERMARK_TILE } from '@/config/spec-limits';

/** The pages of spec 2.8 (one list, shared with the mock's menu seed). */
export { WATERMARK_PATHS };

/**
 * How the watermark is drawn (spec 9). One tile of `width` × `height` px is repeated over the
 * screen. Each line of text is centred horizontally; the first sits `textTop` px from the top of
 * the tile, the next `lineHeight` px below; the tile's content is then rotated `rotateDeg`
 * degrees about the tile's centre, drawn with `opacity` as its alpha.
 */
export const WATERMARK = {
  ...WATERMARK_TILE,
  lineHeight: 22,
  font: '15px "PingFang SC", "Microsoft YaHei", sans-serif',
  color: '#8c8c8c',
  /** Above antd's modals (1000) and toasts (2010). */
  zIndex: 9999,
  /** The time is shown to the second, so the tile is redrawn every second. */
  refreshMs: 1000,
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The watermark's time, spec 2.8's pattern `yyyy-MM-dd hh:mm:ss` in local time, its hour on the
 * 24-hour clock (00 to 23), as Chinese front ends commonly read that pattern: the pattern has no
 * AM/PM mark, and a leaked screenshot must tell 09:26 from 21:26.
 */
export function watermarkTime(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** `/a/b/` is `/a/b`; the root stays `/`. */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** Whether the page at `pathname` (no query, no hash) shows the watermark. */
export function showsWatermark(pathname: string): boolean {
  return WATERMARK_PATHS.includes(withoutTrailingSlash(pathname));
}
