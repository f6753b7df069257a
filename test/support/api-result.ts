/**
 * What a call of src/api gave, for the mock's handler tests: the answer (never a network
 * failure), its data when it succeeded (code 0), or its refusal with a given code and message.
 */
import { expect } from 'vitest';
import type { ApiResponse } from '@/lib/http-client';

/** A call of src/api: its answer, or false when the network failed. */
export type ApiResult<T> = ApiResponse<T> | false;

export function answered<T>(result: ApiResult<T>): ApiResponse<T> {
  if (result === false) throw new Error('the call failed on the network');
  return result;
}

export function data<T>(result: ApiResult<T>): T {
  const body = answered(result);
  expect(body.code, body.message).toBe(0);
  return body.data;
}

export function refusal<T>(
  result: ApiResult<T>,
  code: number,
  message: string | RegExp,
): ApiResponse<T> {
  const body = answered(result);
  expect(body.code).toBe(code);
  expect(body.message).toMatch(message);
  return body;
}
