/**
 * The validation rules of the QA panel's fault form, as antd Form rules: each number field is
 * an integer within the bounds the mock's admin API accepts (FAULT_LIMITS), with a message
 * that names the field and the bounds.
 */
import type { FormRule } from 'antd';
import { FAULT_LIMITS } from '@/api/mock-admin-types';

const { code, status, times, delayMs, pathLength, messageLength } = FAULT_LIMITS;

/** An integer from min to max; the message names the field, the bounds and the unit. */
export function integerRule(label: string, min: number, max: number, unit = ''): FormRule {
  return { type: 'integer', min, max, message: `${label}须为 ${min} 到 ${max} ${unit}之间的整数` };
}

export const FAULT_RULES = {
  path: [
    { required: true, whitespace: true, message: '请填写路径，如 sys/queryNoticeList 或 home/*' },
    { max: pathLength, message: `路径最多 ${pathLength} 个字符` },
  ],
  code: [{ required: true, message: '请填写业务码' }, integerRule('业务码', ...code)],
  message: [{ max: messageLength, message: `消息最多 ${messageLength} 个字符` }],
  status: [
    { required: true, message: '请填写 HTTP 状态码' },
    integerRule('HTTP 状态码', ...status),
  ],
  times: [integerRule('次数', ...times)],
  delayMs: (required: boolean): FormRule[] => [
    { required, message: '请填写延迟毫秒数' },
    integerRule('延迟', ...delayMs, '毫秒'),
  ],
} satisfies Record<string, FormRule[] | ((required: boolean) => FormRule[])>;
