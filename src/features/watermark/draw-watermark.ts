/**
 * Draws one watermark tile (spec 9: 300 × 150, rotated -20°, opacity 0.3, text 40 px from the
 * top) and turns it into a data URL for the layer's repeated background.
 */
import { WATERMARK } from '@/policy/watermark';

/** The part of a 2D context the tile needs (a fake one in tests: jsdom has no canvas). */
export type TileContext = Pick<
  CanvasRenderingContext2D,
  | 'clearRect'
  | 'save'
  | 'restore'
  | 'translate'
  | 'rotate'
  | 'fillText'
  | 'globalAlpha'
  | 'fillStyle'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
>;

/** Side margin: a long name is squeezed rather than cut at the tile's edge. */
const MARGIN = 20;

export function drawWatermarkTile(ctx: TileContext, lines: readonly string[]): void {
  const { width, height } = WATERMARK;
  ctx.clearRect(0, 0, width, height);
  ctx.save();
  ctx.globalAlpha = WATERMARK.opacity;
  ctx.fillStyle = WATERMARK.color;
  ctx.font = WATERMARK.font;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  // Rotate about the tile's centre, so the rotated text stays inside the tile.
  ctx.translate(width / 2, height / 2);
  ctx.rotate((WATERMARK.rotateDeg * Math.PI) / 180);
  ctx.translate(-width / 2, -height / 2);
  lines.forEach((line, index) => {
    ctx.fillText(
      line,
      width / 2,
      WATERMARK.textTop + index * WATERMARK.lineHeight,
      width - 2 * MARGIN,
    );
  });
  ctx.restore();
}

/** The tile as a PNG data URL, or null when the browser gives no 2D canvas. */
export function watermarkTileUrl(
  lines: readonly string[],
  doc: Document = document,
): string | null {
  const canvas = doc.createElement('canvas');
  canvas.width = WATERMARK.width;
  canvas.height = WATERMARK.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  drawWatermarkTile(ctx, lines);
  return canvas.toDataURL('image/png');
}
