import { describe, expect, it } from 'vitest';
import { hidesBusinessDescription, isAdministrator, isInternalUser } from './roles';

describe('isAdministrator: any role name containing 管理员', () => {
  it.each([
    [['系统管理员'], true],
    [['管理员'], true],
    [['运营操作员', '机构管理员'], true],
    [['运营操作员'], false],
    [['内部员工'], false],
    [['管理'], false],
    [[], false],
  ])('%j -> %s', (roles, expected) => {
    expect(isAdministrator(roles)).toBe(expected);
  });
});

describe('isInternalUser', () => {
  it.each([
    [4, true],
    [0, false],
    [1, false],
  ])('userType %i -> %s', (type, expected) => {
    expect(isInternalUser(type)).toBe(expected);
  });
});

describe('hidesBusinessDescription: both gmtgsx and 内部员工', () => {
  it.each([
    [['内部员工'], ['gmtgsx'], true],
    [['内部员工', '运营操作员'], ['gmtgsx', 'other'], true],
    [['内部员工'], [], false],
    [['运营操作员'], ['gmtgsx'], false],
    [['内部员工组'], ['gmtgsx'], false],
    [[], [], false],
  ])('roles %j, inst roles %j -> %s', (roles, instRoles, expected) => {
    expect(hidesBusinessDescription(roles, instRoles)).toBe(expected);
  });
});
