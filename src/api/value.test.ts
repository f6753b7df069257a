import { describe, expect, it } from 'vitest';
import { httpInstance } from '@/lib/axios-instance';
import { signInAs } from '../../test/support/session';
import { queryBasicTaxInfo, queryInvestorInfo } from './value';

/** The timeout each request leaves with, by its URL, as the client's own test reads it. */
async function timeoutsOf(calls: () => Promise<unknown>) {
  const seen: [string | undefined, number | undefined][] = [];
  const id = httpInstance.interceptors.request.use((config) => {
    seen.push([config.url, config.timeout]);
    return config;
  });
  try {
    await calls();
  } finally {
    httpInstance.interceptors.request.eject(id);
  }
  return seen;
}

describe('timeouts (spec 9)', () => {
  it('value/queryInvestorInfo waits 120000 ms, other calls 100000 ms', async () => {
    signInAs('admin');
    const seen = await timeoutsOf(async () => {
      await queryInvestorInfo();
      await queryBasicTaxInfo();
    });
    expect(seen).toEqual([
      ['value/queryInvestorInfo', 120000],
      ['value/queryBasicTaxInfo', 100000],
    ]);
  });
});
