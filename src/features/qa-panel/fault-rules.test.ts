import Schema from '@rc-component/async-validator';
import { describe, expect, it } from 'vitest';
import type { FormRule } from 'antd';
import { FAULT_RULES } from './fault-rules';

/** What antd Form's validator says of a value under these rules: null when it passes. */
async function verdict(rules: FormRule[], value: unknown): Promise<string | null> {
  const schema = new Schema({ field: rules as never });
  try {
    await schema.validate({ field: value });
    return null;
  } catch (failure) {
    return (failure as { errors: { message: string }[] }).errors[0]!.message;
  }
}

describe('the fault form rules (the bounds of the mock admin API)', () => {
  it.each<[string, FormRule[], unknown, string | null]>([
    ['path given', FAULT_RULES.path, 'home/*', null],
    ['path of blanks', FAULT_RULES.path, '   ', '请填写路径，如 sys/queryNoticeList 或 home/*'],
    ['path of 201 characters', FAULT_RULES.path, 'a'.repeat(201), '路径最多 200 个字符'],
    ['code given', FAULT_RULES.code, 500, null],
    ['code missing', FAULT_RULES.code, undefined, '请填写业务码'],
    ['code negative, in bounds', FAULT_RULES.code, -1_000_000, null],
    [
      'code out of bounds',
      FAULT_RULES.code,
      1_000_001,
      '业务码须为 -1000000 到 1000000 之间的整数',
    ],
    ['code not an integer', FAULT_RULES.code, 1.5, '业务码须为 -1000000 到 1000000 之间的整数'],
    ['message of 500 characters', FAULT_RULES.message, 'x'.repeat(500), null],
    ['message of 501 characters', FAULT_RULES.message, 'x'.repeat(501), '消息最多 500 个字符'],
    ['status 599', FAULT_RULES.status, 599, null],
    ['status 600', FAULT_RULES.status, 600, 'HTTP 状态码须为 100 到 599 之间的整数'],
    ['status 99', FAULT_RULES.status, 99, 'HTTP 状态码须为 100 到 599 之间的整数'],
    ['times left empty: no limit', FAULT_RULES.times, undefined, null],
    ['times 0', FAULT_RULES.times, 0, '次数须为 1 到 1000000 之间的整数'],
    ['delay needed for a delay fault', FAULT_RULES.delayMs(true), undefined, '请填写延迟毫秒数'],
    ['delay optional otherwise', FAULT_RULES.delayMs(false), undefined, null],
    ['delay of 600000 ms', FAULT_RULES.delayMs(true), 600_000, null],
    [
      'delay over 600000 ms',
      FAULT_RULES.delayMs(true),
      600_001,
      '延迟须为 0 到 600000 毫秒之间的整数',
    ],
  ])('%s', async (_name, rules, value, expected) => {
    expect(await verdict(rules, value)).toBe(expected);
  });
});
