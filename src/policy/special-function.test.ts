import { describe, expect, it } from 'vitest';
import { functionGrant, SPECIAL_FUNCTIONS, type HeldFunction } from './special-function';

const ADMIN = ['系统管理员'];
const OPERATOR = ['运营操作员'];
const { letterConfirm, productGroups, userManagement } = SPECIAL_FUNCTIONS;
const LETTERS: HeldFunction = { authKey: letterConfirm, category: '业务' };
const USERS: HeldFunction = { authKey: userManagement, category: '系统' };

describe('functionGrant (spec 3, 6)', () => {
  it.each([
    // A non-isolated administrator holds every function, ones added later too.
    ['admin, non-isolated, list not loaded', productGroups, ADMIN, false, null, 'granted'],
    ['admin, non-isolated, not on the list', productGroups, ADMIN, false, [LETTERS], 'granted'],
    // Isolated: system functions on the list only, never a business one.
    ['admin, isolated, system function listed', userManagement, ADMIN, true, [USERS], 'granted'],
    ['admin, isolated, business function listed', letterConfirm, ADMIN, true, [LETTERS], 'denied'],
    ['admin, isolated, not listed', productGroups, ADMIN, true, [USERS], 'denied'],
    ['admin, mode not known yet', letterConfirm, ADMIN, null, [LETTERS], 'unknown'],
    ['operator holding it', letterConfirm, OPERATOR, false, [LETTERS], 'granted'],
    ['operator holding it, mode not known', letterConfirm, OPERATOR, null, [LETTERS], 'granted'],
    ['operator not holding it', productGroups, OPERATOR, false, [LETTERS], 'denied'],
    ['operator with an empty list', letterConfirm, OPERATOR, false, [], 'denied'],
    ['operator, list not loaded', letterConfirm, OPERATOR, false, null, 'unknown'],
  ] as const)('%s', (_, authKey, roleNames, isolated, authorities, expected) => {
    expect(functionGrant(authKey, { roleNames, isolated, authorities })).toBe(expected);
  });
});
