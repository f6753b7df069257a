/**
 * The query of the raised-account check (spec 2.7, 7.5 fund/wb/queryRaiseAccCheck), shared by
 * the home section and the /raiseAccCheck page: what a person typed, trimmed; whether it may be
 * sent (the rules the mock server applies, with its limits from src/api/field-limits.ts); and
 * its place in the address (the page's search params), so a reload or a link repeats it.
 */
import { RAISE_ACC_LIMITS } from '@/api/field-limits';
import type { RaiseAccQuery } from '@/api/home';
import { PATHS } from '@/config/paths';

/** Spec 2.7: the no-data message asks to confirm the account or fund name with the manager. */
export const RAISE_ACC_EMPTY_TEXT = '未查询到相关账户，请与管理人确认账号或基金名称';

export const RAISE_ACC_MESSAGES = {
  none: '请输入募集账户账号或基金名称',
  accountFormat: `账号应为${RAISE_ACC_LIMITS.accountNoMin}至${RAISE_ACC_LIMITS.accountNo}位数字`,
  fundNameShort: `基金名称至少输入${RAISE_ACC_LIMITS.fundNameMin}个字`,
  fundNameLong: `基金名称不能超过${RAISE_ACC_LIMITS.fundName}个字`,
} as const;

/** The names of the search params (and of the form's fields). */
export const RAISE_ACC_PARAMS = ['accountNo', 'fundName'] as const;

const ACCOUNT_NO = new RegExp(
  `^\\d{${RAISE_ACC_LIMITS.accountNoMin},${RAISE_ACC_LIMITS.accountNo}}$`,
);

const trimmed = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** What was typed, trimmed; a blank field is no field. */
export function normalizeRaiseAccQuery(values: {
  accountNo?: unknown;
  fundName?: unknown;
}): RaiseAccQuery {
  const query: RaiseAccQuery = {};
  const accountNo = trimmed(values.accountNo);
  const fundName = trimmed(values.fundName);
  if (accountNo) query.accountNo = accountNo;
  if (fundName) query.fundName = fundName;
  return query;
}

/** The account number's problem (format), or null; a blank one has none of its own. */
export function accountNoProblem(accountNo: string | undefined): string | null {
  if (!accountNo) return null;
  return ACCOUNT_NO.test(accountNo) ? null : RAISE_ACC_MESSAGES.accountFormat;
}

/** The fund name's problem (too short, too long), or null; a blank one has none of its own. */
export function fundNameProblem(fundName: string | undefined): string | null {
  if (!fundName) return null;
  if (fundName.length < RAISE_ACC_LIMITS.fundNameMin) return RAISE_ACC_MESSAGES.fundNameShort;
  if (fundName.length > RAISE_ACC_LIMITS.fundName) return RAISE_ACC_MESSAGES.fundNameLong;
  return null;
}

/** Why a (normalised) query may not be sent, or null: at least one field, each well-formed. */
export function raiseAccQueryProblem(query: RaiseAccQuery): string | null {
  if (!query.accountNo && !query.fundName) return RAISE_ACC_MESSAGES.none;
  return accountNoProblem(query.accountNo) ?? fundNameProblem(query.fundName);
}

/** The query an address carries (its search params), trimmed. */
export function raiseAccQueryOf(search: URLSearchParams): RaiseAccQuery {
  return normalizeRaiseAccQuery({
    accountNo: search.get('accountNo') ?? undefined,
    fundName: search.get('fundName') ?? undefined,
  });
}

/** The search params of a query: only its fields, in a fixed order. */
export function raiseAccSearchOf(query: RaiseAccQuery): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of RAISE_ACC_PARAMS) {
    const value = query[key];
    if (value) search.set(key, value);
  }
  return search;
}

/** The /raiseAccCheck page with a query ('' fields left out). */
export function raiseAccPagePath(query: RaiseAccQuery = {}): string {
  const search = raiseAccSearchOf(query).toString();
  return search ? `${PATHS.raiseAccCheck}?${search}` : PATHS.raiseAccCheck;
}
