import { describe, expect, it } from 'vitest';
import {
  PRODUCT_STATUS_NAMES,
  processStatusName,
  productStatusColor,
  productStatusName,
} from './product-status';
import { eachReturns } from '../../test/support/each-returns';

/** The codes of spec 3, in its order. */
const SPEC_CODES = [
  '0',
  '3',
  '11',
  '13',
  '5',
  '6',
  '10',
  '7',
  '18',
  '88',
  '77',
  '66',
  '55',
  '8',
  '20',
  '21',
  '22',
  '9',
  '24',
  '25',
  '31',
  '32',
];

/** The names the spec's text set gives, plus 25, 31 and 32 named by the code list itself. */
const SPEC_NAMES = [
  '合同定稿',
  '产品撤销',
  '募集准备',
  '募集中',
  '募集结束',
  '募集失败',
  '已成立',
  '备案中',
  '项目立项',
  '募集期',
  '正常运作',
  '基金清算',
  '正常运行',
  '逾期',
  '合同终止',
  '待清算',
  '清算中',
  '已清算',
  '重新定稿',
  '服务转出',
  '级别撤销',
];

describe('product status dictionary', () => {
  it('names every code of spec 3 once, with every name of the spec', () => {
    expect(Object.keys(PRODUCT_STATUS_NAMES).sort()).toEqual([...SPEC_CODES].sort());
    const names = SPEC_CODES.filter((c) => c !== '0').map((c) => productStatusName(c));
    expect(names).toEqual(SPEC_NAMES);
    expect(new Set(names).size).toBe(names.length);
  });

  eachReturns('%s → %s', productStatusName, [
    ['8', '正常运行'],
    [8, '正常运行'],
    [' 25 ', '重新定稿'],
    ['31', '服务转出'],
    ['0', '全部'],
    ['99', '未知状态'],
    ['', '未知状态'],
    [null, '未知状态'],
    [undefined, '未知状态'],
  ]);

  it('colours running, fundraising, winding-up and ended products apart', () => {
    expect(productStatusColor('8')).toBe('green');
    expect(productStatusColor('5')).toBe('blue');
    expect(productStatusColor('9')).toBe('orange');
    expect(productStatusColor('24')).toBe('default');
  });
});

describe('process status dictionary', () => {
  eachReturns('%s → %s', processStatusName, [
    ['processing', '处理中'],
    ['voided', '已作废'],
    ['completed', '已完成'],
    ['submitFailed', '提交失败'],
    ['submitted', '已提交'],
    ['locked', '已锁定'],
    ['unknown', '未知状态'],
  ]);
});
