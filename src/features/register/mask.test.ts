import { describe, expect, it } from 'vitest';
import { maskIdNo, maskMobile } from './mask';

describe('masks', () => {
  it('shows the first and last four of an ID number', () => {
    expect(maskIdNo('44030519900105028x')).toBe('4403**********028X');
    expect(maskIdNo('H6021874')).toBe('H6021874');
    expect(maskIdNo('H60218745')).toBe('H602*8745');
  });

  it('shows the first three and last four of a mobile', () => {
    expect(maskMobile('13912345678')).toBe('139****5678');
    expect(maskMobile('123')).toBe('123');
  });
});
