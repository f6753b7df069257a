import { describe, expect, it } from 'vitest';
import { loadStateOf } from './load-state';

/** When the section appeared; T - 1 is an answer an earlier visit left in the cache. */
const T = 1_000;

describe('loadStateOf', () => {
  it.each([
    ['not asked yet', { status: 'uninitialized' }, { status: 'loading' }],
    ['on its way (first call, retry, new arguments)', { status: 'pending' }, { status: 'loading' }],
    [
      'read again after a write: the answer of this visit stays on screen',
      { status: 'pending', currentData: [1], fulfilledTimeStamp: T + 5 },
      { status: 'ready', data: [1] },
    ],
    [
      'come back while an earlier visit’s answer is cached: the skeleton until its own',
      { status: 'pending', currentData: [1], fulfilledTimeStamp: T - 1 },
      { status: 'loading' },
    ],
    [
      'the first render over an earlier visit’s answer: the skeleton too',
      { status: 'fulfilled', currentData: [1], fulfilledTimeStamp: T - 1 },
      { status: 'loading' },
    ],
    [
      'answered',
      { status: 'fulfilled', currentData: [1], fulfilledTimeStamp: T },
      { status: 'ready', data: [1] },
    ],
    [
      'answered without data',
      { status: 'fulfilled', currentData: undefined, fulfilledTimeStamp: T },
      { status: 'ready', data: undefined },
    ],
    [
      'refused: the message and code of the adapter',
      { status: 'rejected', error: { message: '公告加载失败', code: 5001 } },
      { status: 'failed', message: '公告加载失败', code: 5001 },
    ],
    [
      'network failure',
      { status: 'rejected', error: { message: '网络异常', code: null } },
      { status: 'failed', message: '网络异常', code: null },
    ],
    [
      'an error of another shape still says something',
      { status: 'rejected', error: { name: 'Error' } },
      { status: 'failed', message: '操作失败，请稍后重试', code: null },
    ],
  ] as const)('%s', (_name, query, expected) => {
    expect(loadStateOf(query, T)).toEqual(expected);
  });
});
