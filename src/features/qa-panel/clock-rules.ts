/**
 * The validation rules of the QA panel's clock fields, as antd Form rules: a jump's time in
 * China (时钟) and a reset's optional business date (数据), each with a message that shows the
 * form it takes (./clock-text.ts).
 */
import type { FormRule } from 'antd';
import { chinaInstant, isCalendarDay } from './clock-text';

const JUMP_FORMAT = '请按 YYYY-MM-DD HH:mm:ss 填写北京时间（24 小时制），如 2031-02-28 10:00:00';
const DAY_FORMAT = '业务日期须为 YYYY-MM-DD 格式的真实日期，如 2031-02-28，或不填';

export const CLOCK_RULES = {
  jump: [
    { required: true, whitespace: true, message: '请填写要跳到的时间' },
    {
      validator: (_, value: unknown) =>
        typeof value !== 'string' || value.trim() === '' || chinaInstant(value) !== null
          ? Promise.resolve()
          : Promise.reject(new Error(JUMP_FORMAT)),
    },
  ],
  /** Empty is allowed: the reset is then as of the real today. */
  day: [
    {
      validator: (_, value: unknown) =>
        typeof value !== 'string' || value.trim() === '' || isCalendarDay(value.trim())
          ? Promise.resolve()
          : Promise.reject(new Error(DAY_FORMAT)),
    },
  ],
} satisfies Record<string, FormRule[]>;
