/**
 * What a fault does to one call (QA contract, mock admin API): waits `delayMs` (plus up to
 * `jitterMs`), then answers its HTTP `status`, or HTTP 200 with its envelope `code`, or drops
 * the connection (a network error: Response.error(), which the HTTP server turns into a closed
 * socket), cuts the real answer's JSON in half, or never answers; a delay alone gives the real
 * answer late.
 */
import { HttpResponse } from 'msw';
import type { Fault } from './fault-book';

export interface EffectDeps {
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const envelope = (code: number, message: string) => ({ code, data: null, message, success: false });

export async function applyFault(
  fault: Fault,
  real: () => Promise<Response>,
  { sleep = defaultSleep, random = Math.random }: EffectDeps = {},
): Promise<Response> {
  const wait = (fault.delayMs ?? 0) + Math.floor(random() * (fault.jitterMs ?? 0));
  if (wait > 0) await sleep(wait);
  if (fault.kind === 'hang') return new Promise<Response>(() => {});
  if (fault.kind === 'drop') return Response.error();
  if (fault.kind === 'malformed') {
    const answer = await real();
    const text = await answer.text();
    // The real answer's length would promise bytes that never come: the client would wait.
    const headers = new Headers(answer.headers);
    headers.delete('content-length');
    return new Response(text.slice(0, Math.max(1, Math.floor(text.length / 2))), {
      status: answer.status,
      headers,
    });
  }
  if (fault.status !== undefined) {
    return HttpResponse.json(
      envelope(fault.status, fault.message ?? `服务器错误（HTTP ${fault.status}）`),
      { status: fault.status },
    );
  }
  if (fault.code !== undefined) {
    return HttpResponse.json(envelope(fault.code, fault.message ?? '系统繁忙，请稍后重试'));
  }
  return real();
}
