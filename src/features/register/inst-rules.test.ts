import { describe, expect, it } from 'vitest';
import {
  INST_MESSAGES,
  instErrors,
  instFieldError,
  instFieldOfServerMessage,
  instNextError,
  type InstField,
} from './inst-rules';
import { EMPTY_INST } from './register-model';
import { eachReturns } from '../../../test/support/each-returns';

const XUANYUAN = {
  ...EMPTY_INST,
  instName: '杭州玄元投资管理有限公司',
  creditCode: '91330106MAJG7LCMK7',
  amacCode: 'P1037797',
};

describe('organisation rules', () => {
  it('a complete organisation passes (code and P-code in any case)', () => {
    expect(instErrors(XUANYUAN)).toEqual({});
    expect(
      instErrors({ ...XUANYUAN, creditCode: '91330106majg7lcmk7', amacCode: 'p1037797' }),
    ).toEqual({});
  });

  it('names every missing field', () => {
    expect(instErrors(EMPTY_INST)).toEqual({
      instName: '请输入机构名称',
      creditCode: '请输入统一社会信用代码',
      amacCode: '请输入协会登记编号',
    });
  });

  it('checks the credit code with its check digit, and the P-code format', () => {
    expect(instFieldError({ ...XUANYUAN, creditCode: '91330106MAJG7LCMK8' }, 'creditCode')).toBe(
      '请检查统一社会信用代码',
    );
    expect(instFieldError({ ...XUANYUAN, amacCode: 'P123' }, 'amacCode')).toBe(
      '协会登记编号格式不正确',
    );
    expect(instFieldError({ ...XUANYUAN, instName: '名'.repeat(101) }, 'instName')).toBe(
      '机构名称不能超过100个字',
    );
    expect(instFieldError(XUANYUAN, 'legalRep')).toBeUndefined();
  });

  eachReturns('the field of "%s" is %s', instFieldOfServerMessage, [
    ['机构名称与协会登记信息不一致', 'instName'],
    ['协会登记编号与协会登记信息不一致', 'amacCode'],
    ['协会登记编号格式不正确', 'amacCode'],
    ['请检查统一社会信用代码', 'creditCode'],
    ['该机构已注册，请直接登录', 'creditCode'],
    ['未查询到该机构的协会登记信息', 'creditCode'],
    ['注册信息已提交，不能修改', null],
  ]);
});

describe('a field on "next" (the form rule)', () => {
  const REFUSED = '协会登记信息不存在';
  const bad = { ...XUANYUAN, creditCode: '91330106MAJG7LCMK8' };
  it.each<[string, typeof XUANYUAN, InstField, string | undefined, boolean, string | undefined]>([
    ['a valid code, nothing shown', XUANYUAN, 'creditCode', undefined, false, undefined],
    ['its own rule first', bad, 'creditCode', REFUSED, false, '请检查统一社会信用代码'],
    ["the lookup's refusal stands", XUANYUAN, 'creditCode', REFUSED, false, REFUSED],
    ['unless the code is looked up again', XUANYUAN, 'creditCode', REFUSED, true, undefined],
    [
      '已注册 stands on the name',
      XUANYUAN,
      'instName',
      INST_MESSAGES.registered,
      false,
      INST_MESSAGES.registered,
    ],
    ['another name message goes', XUANYUAN, 'instName', '机构名称有误', false, undefined],
    [
      'a server refusal of the P-code goes',
      XUANYUAN,
      'amacCode',
      '协会登记编号与协会登记信息不一致',
      false,
      undefined,
    ],
    [
      'an empty P-code',
      { ...XUANYUAN, amacCode: '' },
      'amacCode',
      undefined,
      false,
      '请输入协会登记编号',
    ],
  ])('%s', (_case, inst, field, shown, looking, message) => {
    expect(instNextError(inst, field, shown, looking)).toBe(message);
  });
});
