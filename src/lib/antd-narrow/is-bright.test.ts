import { AggregationColor } from 'antd/es/color-picker/color';
import { isBright as antdIsBright } from 'antd/es/color-picker/components/ColorPresets';
import { describe, expect, it } from 'vitest';
import { isBright } from './is-bright';

const COLOURS = [
  '#000000',
  '#ffffff',
  '#1f4e9c',
  '#f5b700',
  '#c0c0c0',
  '#c1c1c1',
  '#d4d4d4',
  '#00ff00',
  '#ff0000',
  '#0000ff',
  'rgba(0, 0, 0, 0.88)',
  'rgba(0, 0, 0, 0.5)',
  'rgba(255, 255, 255, 0.3)',
  'rgba(31, 78, 156, 0.2)',
  'transparent',
];
const BACKGROUNDS = ['#fff', '#000', '#1f4e9c'];

describe('isBright', () => {
  it.each(COLOURS.flatMap((colour) => BACKGROUNDS.map((bg) => [colour, bg])))(
    '%s over %s: as antd judges it',
    (colour, background) => {
      const value = new AggregationColor(colour);
      expect(isBright(value, background)).toBe(antdIsBright(value, background));
    },
  );

  it('judges black text for a light colour and white for a dark one', () => {
    expect(isBright(new AggregationColor('#d4d4d4'), '#fff')).toBe(true);
    expect(isBright(new AggregationColor('#1f4e9c'), '#fff')).toBe(false);
    // Mostly transparent: judged over the background.
    expect(isBright(new AggregationColor('rgba(0, 0, 0, 0.2)'), '#fff')).toBe(true);
    expect(isBright(new AggregationColor('rgba(0, 0, 0, 0.2)'), '#000')).toBe(false);
  });
});
