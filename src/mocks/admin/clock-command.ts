/**
 * What POST /__mock__/clock and POST /__mock__/reset may say about the mock's clock (QA
 * contract): a jump (`now`, ISO 8601), a move (`advanceMs`), freezing (`frozen`), and the
 * business date a reset seeds for (`today`, yyyy-MM-dd). Anything else is refused with the
 * reason in Chinese.
 */
import { dayMs } from '../clock';

export interface ClockCommand {
  now?: number;
  advanceMs?: number;
  frozen?: boolean;
}

const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);
/** Ten years either way: further is a typo, not a test case. */
const MAX_ADVANCE_MS = 10 * 366 * 86_400_000;
const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function unknownKey(body: Record<string, unknown>, allowed: readonly string[]): string | null {
  const extra = Object.keys(body).find((key) => !allowed.includes(key));
  return extra === undefined ? null : `不认识的字段：${extra}`;
}

export function parseClockCommand(body: unknown): ClockCommand | { error: string } {
  if (!isRecord(body))
    return { error: '请求体须为 JSON 对象，如 {"now":"2027-06-30T15:00:00+08:00"}' };
  const extra = unknownKey(body, ['now', 'advanceMs', 'frozen']);
  if (extra) return { error: extra };
  const command: ClockCommand = {};
  if (body.now !== undefined && body.advanceMs !== undefined) {
    return { error: 'now 与 advanceMs 只能给出一个' };
  }
  if (body.now !== undefined) {
    const ms = typeof body.now === 'string' && ISO.test(body.now) ? Date.parse(body.now) : NaN;
    if (!Number.isFinite(ms) || ms < EARLIEST || ms >= LATEST) {
      return { error: 'now 须为 2000 至 2099 年的 ISO 8601 时间，如 2027-06-30T15:00:00+08:00' };
    }
    command.now = ms;
  }
  if (body.advanceMs !== undefined) {
    const n = body.advanceMs;
    if (typeof n !== 'number' || !Number.isInteger(n) || Math.abs(n) > MAX_ADVANCE_MS) {
      return { error: 'advanceMs 须为整数毫秒，前后不超过十年' };
    }
    command.advanceMs = n;
  }
  if (body.frozen !== undefined) {
    if (typeof body.frozen !== 'boolean') return { error: 'frozen 须为 true 或 false' };
    command.frozen = body.frozen;
  }
  if (Object.keys(command).length === 0) return { error: '请给出 now、advanceMs 或 frozen' };
  return command;
}

/** The body of a reset: nothing, {}, or { today: "yyyy-MM-dd" }. */
export function parseResetBody(body: unknown): { today?: string } | { error: string } {
  if (body === undefined || body === null) return {};
  if (!isRecord(body)) return { error: '请求体须为 JSON 对象，如 {"today":"2027-06-30"}' };
  const extra = unknownKey(body, ['today']);
  if (extra) return { error: extra };
  if (body.today === undefined) return {};
  if (typeof body.today !== 'string' || dayMs(body.today) === null) {
    return { error: 'today 须为 YYYY-MM-DD 格式的日期，如 2027-06-30' };
  }
  const ms = dayMs(body.today)!;
  if (ms < EARLIEST || ms >= LATEST) return { error: 'today 须在 2000 至 2099 年之间' };
  return { today: body.today };
}
