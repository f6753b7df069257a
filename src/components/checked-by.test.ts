import { describe, expect, it } from 'vitest';
import { validateMobile } from '@/lib/contact-rules';
import { checkedBy } from './checked-by';

describe('checkedBy: a pure check as an antd validator', () => {
  const rule = checkedBy(validateMobile);
  it.each<[string | undefined, string | null]>([
    ['13912345678', null],
    [' 13912345678 ', null],
    [undefined, '请输入手机号码'],
    ['', '请输入手机号码'],
    ['1391234', '手机号格式不正确'],
    ['12912345678', '手机号格式不正确'],
  ])('%j: %s', async (value, message) => {
    const judged = rule({}, value);
    if (message === null) await expect(judged).resolves.toBeUndefined();
    else await expect(judged).rejects.toThrow(message);
  });
});
