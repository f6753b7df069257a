import { describe, expect, it } from 'vitest';
import { MANAGER_CLASS_NAMES, managerClassName } from './manager-classes';

/** Spec 3 "Manager classes", each code once, in its order, with the name it gives or none. */
const SPEC_CLASSES: [code: string, spec: string, name: string][] = [
  ['16', 'public fund', '公募基金'],
  ['17', 'fund subsidiary', '基金子公司'],
  ['18', 'securities firm', '证券公司'],
  ['19', '(no name)', '其他类型（19）'],
  ['20', 'futures firm', '期货公司'],
  ['21', 'private fund company', '私募基金公司'],
  ['30', '(no name)', '其他类型（30）'],
  ['31', '(no name)', '其他类型（31）'],
  ['32', '(no name)', '其他类型（32）'],
  ['33', 'QFII', 'QFII'],
  ['34', 'RQFII', 'RQFII'],
  ['35', 'WOFE', 'WOFE'],
  ['36', 'private fund in filing', '备案中私募基金'],
  ['246', 'bank', '银行'],
  ['247', 'insurer', '保险公司'],
  ['248', '(no name)', '其他类型（248）'],
  ['249', '(no name)', '其他类型（249）'],
  ['250', 'other', '其他'],
  ['251', '(no name)', '其他类型（251）'],
  ['252', 'partnership', '合伙企业'],
  ['253', 'trust', '信托公司'],
];

describe('MANAGER_CLASS_NAMES', () => {
  it('holds the 21 codes of spec 3, no other', () => {
    expect(SPEC_CLASSES).toHaveLength(21);
    expect(Object.keys(MANAGER_CLASS_NAMES).sort()).toEqual(
      SPEC_CLASSES.map(([code]) => code).sort(),
    );
  });

  it('gives every class a name of its own', () => {
    const names = Object.values(MANAGER_CLASS_NAMES);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('managerClassName', () => {
  it.each(SPEC_CLASSES)('%s (%s) is %s', (code, _spec, name) => {
    expect(managerClassName(code)).toBe(name);
    expect(managerClassName(Number(code))).toBe(name);
  });

  it.each<[string, string | number | null | undefined, string | null]>([
    ['a code outside the dictionary', '99', '未知类型（99）'],
    ['spaces around a code', ' 21 ', '私募基金公司'],
    ['no class', '', null],
    ['null', null, null],
    ['undefined', undefined, null],
  ])('%s: %j is %j', (_label, code, name) => {
    expect(managerClassName(code)).toBe(name);
  });
});
