import { describe, expect, it } from 'vitest';
import { loadStateOf } from './load-state';

describe('loadStateOf', () => {
  it.each([
    ['not asked yet', { status: 'uninitialized' }, { status: 'loading' }],
    ['on its way (first call, retry, new arguments)', { status: 'pending' }, { status: 'loading' }],
    [
      'on its way again after an answer: loading, as a new request always was',
      { status: 'pending', currentData: [1] },
      { status: 'loading' },
    ],
    ['answered', { status: 'fulfilled', currentData: [1] }, { status: 'ready', data: [1] }],
    [
      'answered without data',
      { status: 'fulfilled', currentData: undefined },
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
    expect(loadStateOf(query)).toEqual(expected);
  });
});
