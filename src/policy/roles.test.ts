import { describe } from 'vitest';
import { hidesBusinessDescription, isAdministrator, isInternalUser } from './roles';
import { eachReturns } from '../../test/support/each-returns';

describe('isAdministrator: any role name containing 管理员', () => {
  eachReturns('%j -> %s', isAdministrator, [
    [['系统管理员'], true],
    [['管理员'], true],
    [['运营操作员', '机构管理员'], true],
    [['运营操作员'], false],
    [['内部员工'], false],
    [['管理'], false],
    [[], false],
  ]);
});

describe('isInternalUser', () => {
  eachReturns('userType %i -> %s', isInternalUser, [
    [4, true],
    [0, false],
    [1, false],
  ]);
});

describe('hidesBusinessDescription: both gmtgsx and 内部员工', () => {
  eachReturns('roles %j, inst roles %j -> %s', hidesBusinessDescription, [
    [['内部员工'], ['gmtgsx'], true],
    [['内部员工', '运营操作员'], ['gmtgsx', 'other'], true],
    [['内部员工'], [], false],
    [['运营操作员'], ['gmtgsx'], false],
    [['内部员工组'], ['gmtgsx'], false],
    [[], [], false],
  ]);
});
