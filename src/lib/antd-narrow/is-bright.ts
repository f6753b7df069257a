/**
 * antd's `isBright` (antd/es/color-picker/components/ColorPresets.js), which Button's and Tag's
 * style tokens import from the colour picker's presets component: here without that component,
 * so the colour picker and Collapse do not come with every Button (scripts/antd-narrow-imports.ts).
 * A colour is bright when its luminance (ITU-R BT.601 weights) is over 192 of 255; a colour at
 * most half opaque is judged over `background`, by the value of its blend.
 */
import { Color } from '@rc-component/color-picker/es/color.js';

interface RgbColor {
  toRgb(): { r: number; g: number; b: number; a: number };
  toRgbString(): string;
}

export const isBright = (value: RgbColor, background: string): boolean => {
  const { r, g, b, a } = value.toRgb();
  if (a <= 0.5) return new Color(value.toRgbString()).onBackground(background).toHsv().v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
