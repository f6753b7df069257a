import { expect, it } from 'vitest';
import { timeText } from './time-text';

it('shows local hours to milliseconds', () => {
  expect(timeText(new Date(2026, 10, 26, 9, 5, 7, 42).getTime())).toBe('09:05:07.042');
});
