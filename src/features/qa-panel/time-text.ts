/** The time of a journal entry as the QA panel shows it: local hours to milliseconds. */
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function timeText(ms: number): string {
  const at = new Date(ms);
  return `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}.${pad(at.getMilliseconds(), 3)}`;
}
