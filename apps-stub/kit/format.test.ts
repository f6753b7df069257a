import { formatAmount, formatFileSize } from './format';

it.each([
  [11458049.5, '11,458,049.50'],
  ['92008596.43', '92,008,596.43'],
  [1506280, '1,506,280.00'],
  [0.005, '0.01'],
  [-1234.5, '-1,234.50'],
  [null, '—'],
  ['', '—'],
  ['abc', '—'],
])('formatAmount(%j) is %s', (value, text) => {
  expect(formatAmount(value)).toBe(text);
});

it.each([
  [24576, '24.0 KB'],
  [102400, '100.0 KB'],
  [3 * 1024 * 1024, '3.0 MB'],
])('formatFileSize(%d) is %s', (bytes, text) => {
  expect(formatFileSize(bytes)).toBe(text);
});
