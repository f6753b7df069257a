/**
 * How long a call to the portal's API may take (spec 9), for the shell and the sub-applications
 * alike: 100000 ms by default, 120000 ms for value/queryInvestorInfo.
 */
export const DEFAULT_TIMEOUT_MS = 100_000;
export const LONG_TIMEOUT_MS = 120_000;
