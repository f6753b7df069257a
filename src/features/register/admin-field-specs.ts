/**
 * The table of an administrator's fields (spec 5.2): label, length, keyboard and what typing
 * gives, for the one component that draws them (./admin-fields.tsx).
 */
import { createContext } from 'react';
import { ID_TYPES } from '@/lib/id-number';
import type { AdminField } from './admin-rules';

/** The position of the card the fields are drawn in (their element ids and test ids). */
export const AdminIndexContext = createContext(0);

export interface AdminFieldSpec {
  label: string;
  maxLength?: number;
  inputMode?: 'email' | 'numeric';
  placeholder?: string;
  autoComplete?: string;
  /** What typing gives */
  normalize?: (value: string) => string;
  /** A choice among these instead of a text */
  options?: { value: string; label: string }[];
  /** Judged only on "next" and by its own button, not on leaving the field */
  noBlur?: boolean;
}

const upper = (value: string) => value.toUpperCase();
const trim = (value: string) => value.trim();

export const ADMIN_FIELDS: Record<AdminField, AdminFieldSpec> = {
  name: { label: '管理员姓名', maxLength: 30 },
  idType: {
    label: '证件类型',
    placeholder: '请选择证件类型',
    options: ID_TYPES.map((t) => ({ value: t.code, label: t.name })),
  },
  idNo: { label: '证件号码', maxLength: 20, normalize: upper },
  email: { label: '电子邮箱', maxLength: 100, inputMode: 'email' },
  mobile: { label: '手机号码', maxLength: 11, inputMode: 'numeric', normalize: trim },
  smsCode: {
    label: '短信验证码',
    maxLength: 6,
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    placeholder: '6位数字',
    normalize: trim,
    noBlur: true,
  },
};
