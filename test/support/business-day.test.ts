import { describe, expect, it } from 'vitest';
import { onBusinessDay } from './business-day';
import { mockToday } from '@/mocks/clock';

describe('onBusinessDay', () => {
  onBusinessDay('2027-06-15T10:00:00+08:00');
  it('puts Date and the mock on that day, with the clock running', async () => {
    expect(mockToday()).toBe('2027-06-15');
    const t0 = Date.now();
    await new Promise((r) => setTimeout(r, 60));
    expect(Date.now() - t0).toBeGreaterThanOrEqual(40);
  });
});
