import { describe, expect, it } from 'vitest';
import { faultBody, type FaultFormValues } from './fault-body';

const base: FaultFormValues = { method: 'GET', path: ' sys/queryNoticeList ', effect: 'code' };

describe('faultBody', () => {
  it.each<[string, Partial<FaultFormValues>, object]>([
    [
      'a code with its message',
      { code: 2999, message: ' 维护中 ', times: 1 },
      { code: 2999, message: '维护中', times: 1 },
    ],
    ['a code without a message', { code: -403, message: '  ' }, { code: -403 }],
    [
      'an HTTP status, the code left over from before ignored',
      { effect: 'status', status: 502, code: 1 },
      { status: 502 },
    ],
    ['a delay alone', { effect: 'delay', delayMs: 1500 }, { delayMs: 1500 }],
    [
      'a dropped connection after a delay',
      { effect: 'drop', delayMs: 200 },
      { kind: 'drop', delayMs: 200 },
    ],
    ['a cut body', { effect: 'malformed' }, { kind: 'malformed' }],
    ['no answer, every time', { effect: 'hang', times: null }, { kind: 'hang' }],
  ])('%s', (_, values, effect) => {
    expect(faultBody({ ...base, ...values })).toEqual({
      method: 'GET',
      path: 'sys/queryNoticeList',
      ...effect,
    });
  });
});
