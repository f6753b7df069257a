/**
 * The faults of the fault matrix (fault-matrix.spec.ts). Each is a Playwright route handler
 * standing in for the network: the request leaves the browser and this answers (or breaks) it
 * instead of the server. The server's own faults are also set in the mock itself, over its
 * admin API, for the calls it answers (SERVER_FAULTS).
 */
import type { Route } from '@playwright/test';
import type { MockFault } from './mock-admin';

export type FaultName = 'http500' | 'http502' | 'timeout' | 'offline' | 'malformedJson' | 'expired';

export const FAULTS: Record<FaultName, (route: Route) => Promise<void>> = {
  http500: (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  http502: (route) =>
    route.fulfill({
      status: 502,
      contentType: 'text/html',
      body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
    }),
  // The browser's own verdicts: the request timed out, or the machine went offline.
  timeout: (route) => route.abort('timedout'),
  offline: (route) => route.abort('internetdisconnected'),
  // A 200 whose JSON body was cut short on the way.
  malformedJson: (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":0,"data":{"li' }),
  // The server's word that the session is over (spec 4, 8).
  expired: (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ code: -403, data: null, message: '登录已失效', success: false }),
    }),
};

export const FAULT_NAMES = Object.keys(FAULTS) as FaultName[];

/** The faults the server itself makes, as the mock's admin API sets them. */
export const SERVER_FAULTS: Partial<Record<FaultName, Omit<MockFault, 'method' | 'path'>>> = {
  http500: { status: 500 },
  http502: { status: 502 },
  malformedJson: { kind: 'malformed' },
  expired: { code: -403, message: '登录已失效' },
};
