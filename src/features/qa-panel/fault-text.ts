/** How the QA panel names a fault's effect and its count, in Chinese (QA contract, faults). */
import type { Fault } from './admin-types';

const KIND_TEXT = { drop: '断开连接', malformed: '返回残缺的 JSON', hang: '一直不应答' } as const;

export function effectText(fault: Fault): string {
  const parts: string[] = [];
  if (fault.kind) parts.push(KIND_TEXT[fault.kind]);
  if (fault.status !== undefined) parts.push(`HTTP ${fault.status}`);
  if (fault.code !== undefined) parts.push(`code ${fault.code}`);
  if (fault.message) parts.push(`“${fault.message}”`);
  if (fault.delayMs !== undefined || fault.jitterMs !== undefined) {
    const delay = fault.delayMs ?? 0;
    parts.push(
      fault.jitterMs ? `延迟 ${delay}–${delay + fault.jitterMs} 毫秒` : `延迟 ${delay} 毫秒`,
    );
  }
  return parts.join('，');
}

export function timesText(fault: Fault): string {
  const left = fault.remaining === null ? '不限次数' : `还剩 ${fault.remaining} 次`;
  return fault.waiting > 0 ? `${left}（先放行 ${fault.waiting} 次）` : left;
}
