/**
 * The answer of the mock to any request, as the HTTP mock server and the browser's worker give
 * it: the admin API (./admin-handlers.ts), then /api/ through its front (./api-front.ts: scope,
 * faults, journal); null for anything else. A dropped connection is a Response of type
 * 'error'; a hung call never settles.
 */
import { getResponse } from 'msw';
import { handlers } from '../handlers';
import { adminHandlers } from './admin-handlers';
import { apiFront } from './api-front';

export const servedHandlers = [...adminHandlers, apiFront(handlers)];

export async function mockResponse(request: Request): Promise<Response | null> {
  return (await getResponse(servedHandlers, request)) ?? null;
}
