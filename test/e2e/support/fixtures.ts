/**
 * The end-to-end tests' `test` (test.extend). Every test starts on the seed of its worker's
 * mock data scope (QA contract: X-Mock-Scope; playwright.config.ts names it), and may start
 * signed in:
 *
 *   test.use({ account: 'admin' });        // `page` (and `context`) signed in as admin
 *   test.use({ businessDay: '2031-02-28' }); // the seed as of that day, the mock's clock on it
 *   const other = await pageAs('staff');   // a second, separate session in the same test
 *
 * A reset of the scope draws a new token epoch (src/mocks/session.ts), ending every session of
 * the scope, so a sign-in saved once (a setup project's storage state) would be dead at the next
 * test's reset: each test signs in again, over the API (./api-sign-in.ts), after its reset. Its
 * session is its own: a test that logs out, locks or switches spoils no other test's session.
 * Tests of the login itself, logout, lock, expiry and switching sign in through the form
 * (./auth.ts loginAs).
 */
import { test as base, type APIRequestContext, type Page } from '@playwright/test';
import { SCOPE_HEADER } from '../../../src/mocks/admin/scope-context';
import { signInState, type DemoAccount } from './api-sign-in';
import { mockAdmin, type MockAdmin } from './mock-admin';
import { e2eScope } from './scope';

export { expect } from '@playwright/test';
export type { DemoAccount } from './api-sign-in';

interface TestFixtures {
  /** The account `page` is signed in as; null (the default): signed out. */
  account: DemoAccount | null;
  /** The business date (yyyy-MM-dd) the scope is seeded for; null (the default): today. */
  businessDay: string | null;
  /** The admin API of this worker's scope, reset to its seed before the test (auto). */
  mock: MockAdmin;
  /** A page in a browser context of its own, signed in as `account`; closed after the test. */
  pageAs: (account: DemoAccount) => Promise<Page>;
}

interface WorkerFixtures {
  /** This worker's mock data scope. */
  scope: string;
  /** API calls to the mock in this worker's scope, with no cookie of any test's browser. */
  scopeApi: APIRequestContext;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  scope: [async ({}, provide) => provide(e2eScope()), { scope: 'worker' }],
  scopeApi: [
    async ({ playwright, scope }, provide) => {
      const api = await playwright.request.newContext({
        extraHTTPHeaders: { [SCOPE_HEADER]: scope },
        storageState: { cookies: [], origins: [] },
      });
      await provide(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  account: [null, { option: true }],
  businessDay: [null, { option: true }],
  mock: [
    async ({ scopeApi, businessDay }, provide) => {
      const mock = mockAdmin(scopeApi);
      await mock.reset(businessDay ?? undefined);
      await provide(mock);
    },
    { auto: true },
  ],
  // After the reset (the `mock` dependency): a session issued before it would be refused.
  storageState: async ({ account, storageState, scopeApi, mock: _reset }, provide) => {
    await provide(account ? await signInState(scopeApi, account) : storageState);
  },
  pageAs: async ({ browser, scopeApi, mock: _reset }, provide) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await provide(async (account) => {
      const context = await browser.newContext({
        storageState: await signInState(scopeApi, account),
      });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
