/**
 * The mock's admin API as a tester with curl uses it (QA contract, "Mock admin API"): faults
 * and the request journal of this worker's data scope (the scope header travels with every
 * request of the worker, playwright.config.ts).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { FaultSpec, JournalEntry } from '../../../src/api/mock-admin-types';
import { resetMock } from './auth';
import { MOCK_URL } from './urls';

export const MOCK_ADMIN = `${MOCK_URL}/__mock__`;

/** A fault as `POST /__mock__/faults` takes it. */
export type MockFault = FaultSpec;

/** Sets a fault; answers its id. */
export async function addFault(request: APIRequestContext, fault: MockFault): Promise<string> {
  const response = await request.post(`${MOCK_ADMIN}/faults`, { data: fault });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

/** Removes every fault of this scope. */
export async function clearFaults(request: APIRequestContext): Promise<void> {
  expect((await request.delete(`${MOCK_ADMIN}/faults`)).ok()).toBe(true);
}

/** What reached the mock on paths matching `glob` (under /api/) since `since`, oldest first. */
export async function journal(
  request: APIRequestContext,
  glob: string,
  since = 0,
): Promise<JournalEntry[]> {
  const query = new URLSearchParams({ path: glob, since: String(since) });
  const response = await request.get(`${MOCK_ADMIN}/requests?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { requests: JournalEntry[] }).requests;
}

/** The admin API of one data scope (the scope the request context names). */
export interface MockAdmin {
  /** Restores the scope's seed, faults and journal; ends every session of the scope. */
  reset(): Promise<void>;
  addFault(fault: MockFault): Promise<string>;
  clearFaults(): Promise<void>;
  journal(glob: string, since?: number): Promise<JournalEntry[]>;
}

export function mockAdmin(request: APIRequestContext): MockAdmin {
  return {
    reset: () => resetMock(request),
    addFault: (fault) => addFault(request, fault),
    clearFaults: () => clearFaults(request),
    journal: (glob, since) => journal(request, glob, since),
  };
}
