import { describe, expect, it, vi } from 'vitest';
import { WATERMARK } from '@/policy/watermark';
import { drawWatermarkTile, watermarkTileUrl } from '@/features/watermark/draw-watermark';
import { fakeTileContext, installFakeCanvas } from '../../../test/support/fake-canvas';

describe('one watermark tile', () => {
  it('is drawn rotated -20° about its centre, at opacity 0.3, the first line 40 px from the top', () => {
    const ctx = fakeTileContext();
    drawWatermarkTile(ctx, ['admin', '2026-11-05 02:03:09']);
    const steps = ctx.calls.map((c) => [c.name, ...c.args]);
    expect(steps).toEqual([
      ['clearRect', 0, 0, 300, 150],
      ['save'],
      ['translate', 150, 75],
      ['rotate', (-20 * Math.PI) / 180],
      ['translate', -150, -75],
      ['fillText', 'admin', 150, 40, 260],
      ['fillText', '2026-11-05 02:03:09', 150, 40 + WATERMARK.lineHeight, 260],
      ['restore'],
    ]);
    const text = ctx.calls.filter((c) => c.name === 'fillText');
    expect(text.every((c) => c.alpha === 0.3)).toBe(true);
    expect(text.every((c) => c.font === WATERMARK.font)).toBe(true);
    expect(text.every((c) => c.fillStyle === WATERMARK.color)).toBe(true);
    expect(ctx.textAlign).toBe('center');
    expect(ctx.textBaseline).toBe('top');
  });

  it('is a 300 × 150 canvas turned into a PNG data URL', () => {
    const { canvases } = installFakeCanvas();
    const url = watermarkTileUrl(['admin', '2026-11-05 02:03:09']);
    expect(url).toBe(`data:image/png;base64,${encodeURIComponent('admin|2026-11-05 02:03:09')}`);
    expect(canvases).toHaveLength(1);
    expect(canvases[0]!.width).toBe(300);
    expect(canvases[0]!.height).toBe(150);
    expect(HTMLCanvasElement.prototype.toDataURL).toHaveBeenCalledWith('image/png');
  });

  it('is null without a 2D canvas', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(watermarkTileUrl(['admin'])).toBeNull();
  });
});
