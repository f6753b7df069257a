import { describe, expect, it } from 'vitest';
import { showsWatermark, WATERMARK, WATERMARK_PATHS, watermarkTime } from './watermark';
import { eachReturns } from '../../test/support/each-returns';

describe('the watermark pages (spec 2.8)', () => {
  it('are the five custody data pages', () => {
    expect([...WATERMARK_PATHS].sort()).toEqual(
      [
        '/tgypt/tsfw/sjsj_gzbcxyxz',
        '/tgypt/tsfw/sjsj_gzpz',
        '/tgypt/tsfw/sjsj_cjqsrbb',
        '/tgypt/tsfw/sjsj_zzsfaqr',
        '/tgypt/tsfw/glrsj_fymxcx',
      ].sort(),
    );
  });

  it.each(WATERMARK_PATHS.map((path) => [path]))('%s shows it', (path) => {
    expect(showsWatermark(path)).toBe(true);
    expect(showsWatermark(`${path}/`)).toBe(true);
  });

  it.each([
    '/',
    '/main',
    '/login',
    '/tgypt/zcdj/jyqrcx',
    '/tgypt/tsfw',
    '/tgypt/tsfw/',
    '/tgypt/tsfw/sjsj_gzpz/detail',
    '/tgypt/tsfw/sjsj_gzpzx',
    '/tgypt/tsfw/SJSJ_GZPZ',
    '/iservice/tsfw/sjsj_gzpz',
    '/tsfw/sjsj_gzpz',
    '/xtgypt/tsfw/sjsj_gzpz',
    '',
  ])('%s does not', (path) => {
    expect(showsWatermark(path)).toBe(false);
  });
});

describe('the drawing parameters (spec 9)', () => {
  it('are a 300 × 150 tile, rotated -20°, opacity 0.3, text 40 px from the top', () => {
    expect(WATERMARK).toMatchObject({
      width: 300,
      height: 150,
      rotateDeg: -20,
      opacity: 0.3,
      textTop: 40,
    });
  });

  it('keep both lines inside the tile', () => {
    const lastLine = WATERMARK.textTop + WATERMARK.lineHeight;
    expect(lastLine).toBeLessThan(WATERMARK.height);
    expect(WATERMARK.lineHeight).toBeGreaterThan(Number.parseInt(WATERMARK.font, 10));
  });

  it('sit above the dialogs and toasts', () => {
    expect(WATERMARK.zIndex).toBeGreaterThan(2010);
  });

  it('refresh at the precision of the time shown', () => {
    expect(WATERMARK.refreshMs).toBe(1000);
  });
});

describe('the watermark time (spec 2.8: yyyy-MM-dd hh:mm:ss, hours 00 to 23)', () => {
  // Local times: new Date(y, m, d, h, mi, s).
  eachReturns('%s shows as %s', (_, date) => watermarkTime(date), [
    ['midnight', new Date(2026, 10, 5, 0, 0, 0), '2026-11-05 00:00:00'],
    ['just after midnight', new Date(2026, 10, 5, 0, 7, 9), '2026-11-05 00:07:09'],
    ['early morning', new Date(2026, 10, 5, 1, 30, 0), '2026-11-05 01:30:00'],
    ['before noon', new Date(2026, 10, 5, 11, 59, 59), '2026-11-05 11:59:59'],
    ['noon', new Date(2026, 10, 5, 12, 0, 0), '2026-11-05 12:00:00'],
    ['one in the afternoon', new Date(2026, 10, 5, 13, 0, 0), '2026-11-05 13:00:00'],
    ['evening', new Date(2026, 10, 5, 21, 26, 3), '2026-11-05 21:26:03'],
    ['the last second of a day', new Date(2026, 10, 5, 23, 59, 59), '2026-11-05 23:59:59'],
    ['a single-digit month and day', new Date(2026, 0, 9, 9, 5, 1), '2026-01-09 09:05:01'],
  ]);
});
