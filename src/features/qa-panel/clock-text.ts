/**
 * The mock's clock as the QA panel writes and reads it (QA contract, GET/POST /__mock__/clock):
 * times are China's (UTC+8, the business day of the exchanges and of the portal's users),
 * whatever time zone this PC is in. A jump is typed as `YYYY-MM-DD HH:mm:ss` and sent as ISO 8601
 * with +08:00; a reset's business date as `YYYY-MM-DD`. Only the form is checked here: the range
 * of years the mock accepts is its own rule, and its refusal says so.
 */
const CHINA_OFFSET_MS = 8 * 3600_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** yyyy-MM-dd HH:mm:ss (24-hour) in China of an instant in epoch ms. */
export function chinaDateTimeText(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().replace('T', ' ').slice(0, 19);
}

/** A yyyy-MM-dd that names a day of the calendar (not 2031-02-30). */
export function isCalendarDay(text: string): boolean {
  const m = DAY.exec(text);
  if (!m) return false;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return day.toISOString().slice(0, 10) === text;
}

/** `YYYY-MM-DD HH:mm:ss` of China as ISO 8601 with +08:00; null when it names no time. */
export function chinaInstant(text: string): string | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m || !isCalendarDay(m[1]!)) return null;
  if (Number(m[2]) > 23 || Number(m[3]) > 59 || Number(m[4]) > 59) return null;
  return `${m[1]}T${m[2]}:${m[3]}:${m[4]}+08:00`;
}
