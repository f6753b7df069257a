/**
 * The mock's admin API (QA contract: http://localhost:7100/__mock__/...), the same module on the
 * HTTP mock server and in the browser's worker; each call acts on its caller's data scope.
 *
 *   POST   reset                 the scope's seed, faults, journal and clock restored;
 *                                 { today } seeds as of that day, the clock on it
 *   GET    clock                 { now, today, frozen } of the scope's clock
 *   POST   clock                 { now } jumps, { advanceMs } moves on, { frozen } (un)freezes
 *   DELETE clock                 back to the real clock (or MOCK_TODAY's day)
 *   GET    health                { ok: true }
 *   GET    faults                { faults: [...] }
 *   POST   faults                { id }, or 400 with the problem in Chinese
 *   DELETE faults, faults/<id>   all, or one (404 when it is not there)
 *   GET    requests?path&since   { requests: [...] }, oldest first
 *   DELETE requests              the journal cleared
 *   GET    scenarios             [{ name, description }]
 *   POST   scenarios/<name>      its faults added: { ids }, or 404
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  advanceClock,
  clockView,
  freezeClock,
  resetClock,
  setClockTo,
  setClockToDay,
} from '../clock';
import { resetDb } from '../db/db';
import { parseClockCommand, parseResetBody } from './clock-command';
import { parseFault } from './fault-book';
import { SCENARIOS, scenarioNamed } from './scenarios';
import { runInScope, scopeOfRequest } from './scope-context';
import { scopeTools } from './scope-tools';

const ADMIN = '*/__mock__';

const refusal = (status: number, message: string) =>
  HttpResponse.json({ code: status, data: null, message, success: false }, { status });

async function jsonOf(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** Each handler with its caller's scope tools. */
const scoped = (request: Request) => {
  const scope = scopeOfRequest(request);
  return { scope, tools: scopeTools.get(scope) };
};

export const adminHandlers: HttpHandler[] = [
  http.post(`${ADMIN}/reset`, async ({ request }) => {
    const parsed = parseResetBody(await jsonOf(request));
    if ('error' in parsed) return refusal(400, parsed.error);
    const { scope } = scoped(request);
    resetDb(scope);
    scopeTools.delete(scope);
    resetClock(scope);
    // The seed is built at the scope's next call, as of its clock's today.
    if (parsed.today) runInScope(scope, () => setClockToDay(parsed.today!));
    return HttpResponse.json({ code: 0, data: null, message: '已恢复初始数据', success: true });
  }),
  http.get(`${ADMIN}/clock`, ({ request }) =>
    HttpResponse.json(runInScope(scopeOfRequest(request), clockView)),
  ),
  http.post(`${ADMIN}/clock`, async ({ request }) => {
    const command = parseClockCommand(await jsonOf(request));
    if ('error' in command) return refusal(400, command.error);
    return HttpResponse.json(
      runInScope(scopeOfRequest(request), () => {
        // Frozen or running first: a jump then lands on its instant exactly, not a tick later.
        if (command.frozen !== undefined) freezeClock(command.frozen);
        if (command.now !== undefined) setClockTo(command.now);
        if (command.advanceMs !== undefined) advanceClock(command.advanceMs);
        return clockView();
      }),
    );
  }),
  http.delete(`${ADMIN}/clock`, ({ request }) => {
    const scope = scopeOfRequest(request);
    resetClock(scope);
    return HttpResponse.json(runInScope(scope, clockView));
  }),
  http.get(`${ADMIN}/health`, () => HttpResponse.json({ ok: true })),
  http.get(`${ADMIN}/faults`, ({ request }) =>
    HttpResponse.json({ faults: scoped(request).tools.faults.list() }),
  ),
  http.post(`${ADMIN}/faults`, async ({ request }) => {
    const parsed = parseFault(await jsonOf(request));
    if ('error' in parsed) return refusal(400, parsed.error);
    return HttpResponse.json({ id: scoped(request).tools.faults.add(parsed.spec).id });
  }),
  http.delete(`${ADMIN}/faults`, ({ request }) => {
    scoped(request).tools.faults.clear();
    return new HttpResponse(null, { status: 204 });
  }),
  http.delete(`${ADMIN}/faults/:id`, ({ request, params }) =>
    scoped(request).tools.faults.remove(String(params.id))
      ? new HttpResponse(null, { status: 204 })
      : refusal(404, '没有这个故障'),
  ),
  http.get(`${ADMIN}/requests`, ({ request }) => {
    const url = new URL(request.url);
    const since = Number(url.searchParams.get('since') ?? '');
    return HttpResponse.json({
      requests: scoped(request).tools.journal.query(
        url.searchParams.get('path'),
        Number.isFinite(since) ? since : null,
      ),
    });
  }),
  http.delete(`${ADMIN}/requests`, ({ request }) => {
    scoped(request).tools.journal.clear();
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(`${ADMIN}/scenarios`, () =>
    HttpResponse.json(SCENARIOS.map(({ name, description }) => ({ name, description }))),
  ),
  http.post(`${ADMIN}/scenarios/:name`, ({ request, params }) => {
    const scenario = scenarioNamed(String(params.name));
    if (!scenario) return refusal(404, '没有这个场景');
    const { faults } = scoped(request).tools;
    return HttpResponse.json({ ids: scenario.faults.map((spec) => faults.add(spec).id) });
  }),
];
