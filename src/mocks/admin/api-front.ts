/**
 * The first handler of every /api/ call on the HTTP mock server and in the browser's worker:
 * runs the call in its caller's data scope, lets the scope's faults act on it, answers it with
 * the domain handlers (a call no handler knows: 404 with 接口不存在), marks the answer
 * no-store and nosniff, and writes it to the scope's journal with the answer's code.
 */
import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { realNow } from '../clock';
import { currentSession } from '../session';
import { applyFault, type EffectDeps } from './fault-effect';
import { bodyOf, codeOf, masked } from './journal';
import { runInScope, scopeOfRequest } from './scope-context';
import { scopeTools } from './scope-tools';

const NOT_FOUND = { code: 404, data: null, message: '接口不存在', success: false };

/** The path under /api/ of a request, without the prefix. */
export function apiPathOf(url: string): string {
  const { pathname } = new URL(url);
  return pathname.slice(pathname.indexOf('/api/') + '/api/'.length);
}

export function apiFront(handlers: readonly HttpHandler[], deps: EffectDeps = {}): HttpHandler {
  return http.all('*/api/*', ({ request }) => {
    const scope = scopeOfRequest(request);
    return runInScope(scope, async () => {
      const tools = scopeTools.get(scope);
      const url = new URL(request.url);
      const path = apiPathOf(request.url);
      const body = await bodyOf(request);
      const user = currentSession(request)?.user.userName ?? null;
      const real = async () =>
        (await getResponse([...handlers], request.clone())) ??
        HttpResponse.json(NOT_FOUND, { status: 404 });
      const fault = tools.faults.take(request.method, path);
      const response = fault ? await applyFault(fault, real, deps) : await real();
      // Never stored (user/status carries the token), never sniffed: as nginx sends them.
      if (response.type !== 'error') {
        response.headers.set('Cache-Control', 'no-store');
        response.headers.set('X-Content-Type-Options', 'nosniff');
      }
      const query = masked(Object.fromEntries(url.searchParams)) as Record<string, string>;
      tools.journal.record({
        method: request.method,
        path,
        query,
        body,
        user,
        time: realNow(),
        code: await codeOf(response),
      });
      return response;
    });
  });
}
