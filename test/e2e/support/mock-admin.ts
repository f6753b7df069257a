/**
 * The mock's admin API as a tester with curl uses it (QA contract, "Mock admin API"): faults
 * and the request journal of this worker's data scope (the scope header travels with every
 * request of the worker, playwright.config.ts).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type {
  FaultSpec,
  JournalEntry,
  MockClock,
  MockClockCommand,
} from '../../../src/api/mock-admin-types';
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

/** Sets the scope's clock (POST /__mock__/clock); answers it as GET /__mock__/clock does. */
export async function setClock(
  request: APIRequestContext,
  command: MockClockCommand,
): Promise<MockClock> {
  const response = await request.post(`${MOCK_ADMIN}/clock`, { data: command });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as MockClock;
}

/** The admin API of one data scope (the scope the request context names). */
export interface MockAdmin {
  /**
   * Restores the scope's seed, faults, journal and clock (the seed as of `today`, the clock on
   * that day, when given); ends every session of the scope.
   */
  reset(today?: string): Promise<void>;
  clock(command: MockClockCommand): Promise<MockClock>;
  addFault(fault: MockFault): Promise<string>;
  clearFaults(): Promise<void>;
  journal(glob: string, since?: number): Promise<JournalEntry[]>;
}

export function mockAdmin(request: APIRequestContext): MockAdmin {
  return {
    reset: (today) => resetMock(request, today),
    clock: (command) => setClock(request, command),
    addFault: (fault) => addFault(request, fault),
    clearFaults: () => clearFaults(request),
    journal: (glob, since) => journal(request, glob, since),
  };
}
