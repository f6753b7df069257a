import { describe, expect, it } from 'vitest';
import { permittedOnly, productPermits, type ProductGrant } from './product-permission';

const ADMIN = ['系统管理员'];
const OPERATOR = ['运营操作员'];
const CODES = ['SXC101', 'SXC102', 'SXC105', 'LATER1'];
const LISTED: ProductGrant = { allProducts: false, pdCodes: ['SXC101', 'SXC105'] };
const EVERY: ProductGrant = { allProducts: true, pdCodes: ['SXC101'] };
const NOTHING: ProductGrant = { allProducts: false, pdCodes: [] };

describe('productPermits (spec 6)', () => {
  it.each([
    // A non-isolated administrator: every product, later ones too, whatever the grant says.
    ['admin, non-isolated, no grant yet', ADMIN, false, null, CODES],
    ['admin, non-isolated, a listed grant', ADMIN, false, LISTED, CODES],
    // An isolated institution's administrator has no business functions.
    ['admin, isolated, every product granted', ADMIN, true, EVERY, []],
    ['admin, mode not known yet', ADMIN, null, EVERY, null],
    ['operator, a listed grant', OPERATOR, false, LISTED, ['SXC101', 'SXC105']],
    ['operator in an isolated institution', OPERATOR, true, LISTED, ['SXC101', 'SXC105']],
    ['operator, mode not known yet', OPERATOR, null, LISTED, ['SXC101', 'SXC105']],
    ['operator, every product granted', OPERATOR, false, EVERY, CODES],
    ['operator, nothing granted', OPERATOR, false, NOTHING, []],
    ['operator, grant not loaded yet', OPERATOR, false, null, null],
  ] as const)('%s', (_, roleNames, isolated, grant, expected) => {
    const permits = productPermits({ roleNames, isolated }, grant);
    expect(permits && CODES.filter(permits)).toEqual(expected);
  });
});

describe('permittedOnly', () => {
  it('keeps the permitted items in their order', () => {
    const permits = productPermits({ roleNames: OPERATOR, isolated: false }, LISTED);
    if (!permits) throw new Error('a loaded grant decides');
    const items = [{ pdCode: 'SXC105' }, { pdCode: 'SXC102' }, { pdCode: 'SXC101' }];
    expect(permittedOnly(items, permits)).toEqual([{ pdCode: 'SXC105' }, { pdCode: 'SXC101' }]);
  });
});
