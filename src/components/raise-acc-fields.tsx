/**
 * The two fields of the raised-account check (spec 2.7), for the home section and the
 * /raiseAccCheck page: the account number and the fund name, at least one of them, each trimmed
 * and checked by the rules the server applies (src/lib/raise-acc-query.ts). Put them inside an
 * antd Form; the form's values are what was typed, normaliseRaiseAccQuery makes the query.
 */
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { RAISE_ACC_LIMITS } from '@/api/field-limits';
import {
  accountNoProblem,
  fundNameProblem,
  normalizeRaiseAccQuery,
  RAISE_ACC_MESSAGES,
} from '@/lib/raise-acc-query';

const accountRule: Rule = ({ getFieldValue }) => ({
  validator(_, value: unknown) {
    const query = normalizeRaiseAccQuery({ accountNo: value, fundName: getFieldValue('fundName') });
    if (!query.accountNo && !query.fundName)
      return Promise.reject(new Error(RAISE_ACC_MESSAGES.none));
    const problem = accountNoProblem(query.accountNo);
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
});

const fundRule: Rule = {
  validator(_, value: unknown) {
    const problem = fundNameProblem(normalizeRaiseAccQuery({ fundName: value }).fundName);
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
};

export function RaiseAccFields({ compact = false }: { compact?: boolean }) {
  return (
    <>
      <Form.Item
        name="accountNo"
        label="募集账户账号"
        rules={[accountRule]}
        dependencies={['fundName']}
        style={compact ? undefined : { minWidth: 260 }}
      >
        <Input
          placeholder={`${RAISE_ACC_LIMITS.accountNoMin}至${RAISE_ACC_LIMITS.accountNo}位数字`}
          allowClear
          maxLength={RAISE_ACC_LIMITS.accountNo}
          inputMode="numeric"
          autoComplete="off"
          data-testid="raise-acc-account"
        />
      </Form.Item>
      <Form.Item
        name="fundName"
        label="基金名称"
        rules={[fundRule]}
        style={compact ? undefined : { minWidth: 300 }}
      >
        <Input
          placeholder={`全称或至少${RAISE_ACC_LIMITS.fundNameMin}个字`}
          allowClear
          maxLength={RAISE_ACC_LIMITS.fundName}
          autoComplete="off"
          data-testid="raise-acc-fund"
        />
      </Form.Item>
    </>
  );
}
