import { describe, expect, it, vi } from 'vitest';
import { AUTH_CODE, AUTH_MESSAGES } from '@/api/auth-codes';
import type { ApiResponse, ApiResult } from '@/lib/http-client';
import { apiQuery, toQueryAnswer } from './api-result';

const FALLBACK = '公告加载失败';
const answer = <T>(response: ApiResponse<T> | false): ApiResult<T> => Promise.resolve(response);

describe('toQueryAnswer', () => {
  it.each([
    ['code 0: the data', { code: 0, data: [1, 2] }, { data: [1, 2] }],
    [
      'code 0 with a message: still the data',
      { code: 0, data: 'x', message: '成功' },
      { data: 'x' },
    ],
    [
      'a refusal with the server message: that message and its code',
      { code: 5001, data: null, message: '无权查看' },
      { error: { message: '无权查看', code: 5001 } },
    ],
    [
      'a refusal without a message: the fallback',
      { code: 5001, data: null },
      { error: { message: FALLBACK, code: 5001 } },
    ],
    [
      'a known login code without a message: its text of the dictionary',
      { code: AUTH_CODE.userDisabled, data: null },
      { error: { message: AUTH_MESSAGES[AUTH_CODE.userDisabled], code: AUTH_CODE.userDisabled } },
    ],
    [
      'the session ended (-403): the server message, the code kept',
      { code: -403, data: null, message: '登录已失效' },
      { error: { message: '登录已失效', code: -403 } },
    ],
    [
      'a network failure: 网络异常 and no code',
      false,
      { error: { message: '网络异常', code: null } },
    ],
  ] as const)('%s', async (_name, response, expected) => {
    expect(await toQueryAnswer(answer(response as ApiResponse<unknown> | false), FALLBACK)).toEqual(
      expected,
    );
  });

  it('a loader that rejects (a bug) becomes the fallback, logged, never thrown', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(toQueryAnswer(Promise.reject(new Error('bug')), FALLBACK)).resolves.toEqual({
      error: { message: FALLBACK, code: null },
    });
    expect(log).toHaveBeenCalled();
  });
});

describe('apiQuery', () => {
  it('calls the API function with the query argument', async () => {
    const call = vi.fn((page: number) => answer({ code: 0, data: `page ${page}` }));
    expect(await apiQuery(call, FALLBACK)(3)).toEqual({ data: 'page 3' });
    expect(call).toHaveBeenCalledWith(3);
  });

  it('a function that throws synchronously answers the fallback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const call = (): ApiResult<string> => {
      throw new Error('bug');
    };
    expect(await apiQuery(call, FALLBACK)()).toEqual({ error: { message: FALLBACK, code: null } });
  });
});
