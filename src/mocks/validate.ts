/**
 * Input checks for mock handlers, answering like a real server: a missing parameter is code
 * 1001 "<label>不能为空", a malformed one is code 1002 "<label>格式不正确".
 */
import { ApiError, CODE, type Params } from './http-kit';

function present(value: unknown): boolean {
  return (
    value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '')
  );
}

function missing(label: string): never {
  throw new ApiError(CODE.missing, `${label}不能为空`);
}

function malformed(label: string): never {
  throw new ApiError(CODE.malformed, `${label}格式不正确`);
}

/** A required non-empty string (numbers are accepted and turned into text). */
export function str(params: Params, key: string, label = key, maxLength = 500): string {
  const value = params[key];
  if (!present(value)) missing(label);
  if (typeof value !== 'string' && typeof value !== 'number') malformed(label);
  const text = String(value).trim();
  if (text.length > maxLength)
    throw new ApiError(CODE.malformed, `${label}长度不能超过${maxLength}`);
  return text;
}

export function optStr(
  params: Params,
  key: string,
  label = key,
  maxLength = 500,
): string | undefined {
  return present(params[key]) ? str(params, key, label, maxLength) : undefined;
}

/** A required integer, from a number or a numeric string, optionally bounded. */
export function int(
  params: Params,
  key: string,
  label = key,
  bounds: { min?: number; max?: number } = {},
): number {
  const value = params[key];
  if (!present(value)) missing(label);
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isInteger(n)) malformed(label);
  if (
    (bounds.min !== undefined && n < bounds.min) ||
    (bounds.max !== undefined && n > bounds.max)
  ) {
    throw new ApiError(CODE.malformed, `${label}超出范围`);
  }
  return n;
}

export function optInt(
  params: Params,
  key: string,
  label = key,
  bounds: { min?: number; max?: number } = {},
): number | undefined {
  return present(params[key]) ? int(params, key, label, bounds) : undefined;
}

/** A required value among a fixed list. */
export function oneOf<T extends string>(
  params: Params,
  key: string,
  values: readonly T[],
  label = key,
): T {
  const value = str(params, key, label);
  if (!(values as readonly string[]).includes(value)) malformed(label);
  return value as T;
}

/** A required calendar date written yyyy-MM-dd. */
export function date(params: Params, key: string, label = key): string {
  const value = str(params, key, label);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) malformed(label);
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(y, m - 1, d));
  if (
    parsed.getUTCFullYear() !== y ||
    parsed.getUTCMonth() !== m - 1 ||
    parsed.getUTCDate() !== d
  ) {
    malformed(label);
  }
  return value;
}

/** A required month written yyyy-MM. */
export function month(params: Params, key: string, label = key): string {
  const value = str(params, key, label);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) malformed(label);
  return value;
}

/** A required list: a JSON array, or a JSON array or comma list written as text (form bodies). */
export function list(params: Params, key: string, label = key): unknown[] {
  const value = params[key];
  if (!present(value)) missing(label);
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (Array.isArray(parsed)) return parsed;
      } catch {
        malformed(label);
      }
      malformed(label);
    }
    return text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  }
  malformed(label);
}

/** A required object: a JSON object, or one written as JSON text (form bodies). */
export function obj(params: Params, key: string, label = key): Record<string, unknown> {
  const value = params[key];
  if (!present(value)) missing(label);
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      malformed(label);
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) malformed(label);
  return parsed as Record<string, unknown>;
}

/** A required uploaded file (multipart). */
export function file(params: Params, key: string, label = key): File {
  const value = params[key];
  if (!present(value)) missing(label);
  if (typeof File === 'undefined' || !(value instanceof File)) malformed(label);
  return value;
}
